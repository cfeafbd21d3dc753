'use client';

import { useEffect, useState } from 'react';
import { Icon } from '@/components/common/icon';
import { setQueryParam, UrlView } from '@/components/common/url-view';
import { modeIcons, type GameMode } from '@/components/common/game-modes';
import { fill } from '@/lib/i18n/fill';
import { loadPlan, savePlan } from '@/lib/player/local-store';
import { decodePicks, encodePicks, togglePick, validPicks, type Picks } from '@/lib/player/plan';
import { announcePlanSaved } from '@/lib/player/plan-events';
import { useRoster } from './use-roster';
import { PlannerFrame } from './tree-planner-frame';
import type { PlannerLabels } from './tree-planner-labels';

export interface PlannerTree {
  tier: number;
  requiredLevel: number;
  options: { id: string; name: string }[];
}

export interface TreePlannerProps {
  character: { _id: string; name: string };
  tree: PlannerTree[];
  recommendations: { mode: GameMode; picks: { tier: number; option: string }[] }[];
}

export type IslandProps = TreePlannerProps & { labels: PlannerLabels };

/**
 * The skill-tree planner, loaded by tree-planner-island.tsx once the page is interactive: one pick
 * per tier, saved in this browser, with the game mode in the URL
 * (`?mode=arena`) and a short share link (`/chars/<id>/plan/<code>`). A link with `?plan=<code>`
 * opens those picks without overwriting the player's own saved plan.
 */
export default function TreePlannerPanel(props: IslandProps) {
  return (
    <UrlView>
      {(params, live) => (
        <Planner
          key={live ? 'live' : 'static'}
          {...props}
          live={live}
          code={params.get('plan')}
          mode={
            props.recommendations.find((r) => r.mode === params.get('mode'))?.mode ??
            props.recommendations[0]?.mode
          }
        />
      )}
    </UrlView>
  );
}

type Source = 'loading' | 'saved' | 'link';

function Planner({
  character,
  tree,
  recommendations,
  live,
  code,
  mode,
  labels,
}: IslandProps & { live: boolean; code: string | null; mode: GameMode | undefined }) {
  // A shared code is read once, when the planner goes live (it is keyed on that).
  const [shared] = useState(() => (live && code ? decodePicks(tree, code) : null));
  const [picks, setPicks] = useState<Picks>(shared ?? {});
  const [source, setSource] = useState<Source>(shared ? 'link' : 'loading');
  const [copied, setCopied] = useState(false);
  const { entry } = useRoster();
  const level = entry(character._id)?.level;

  useEffect(() => {
    if (!live || shared) return;
    let active = true;
    void loadPlan(character._id).then((saved) => {
      if (!active) return;
      setPicks(saved ? validPicks(tree, saved.picks) : {});
      setSource('saved');
    });
    return () => {
      active = false;
    };
  }, [live, shared, tree, character._id]);

  const change = (next: Picks) => {
    setPicks(next);
    setCopied(false);
    if (source === 'saved') void savePlan(character._id, next).then(announcePlanSaved);
  };

  const recommended = new Set(
    recommendations.find((r) => r.mode === mode)?.picks.map((p) => `${p.tier}:${p.option}`) ?? [],
  );
  const shareCode = encodePicks(tree, picks);
  const sharePath = `/chars/${character._id}/plan/${shareCode}`;
  const ready = live && source !== 'loading';

  // The planner is the player's own (their picks live in this browser), so the static page holds
  // only its frame: the controls arrive with JavaScript, and the page's HTML stays light.
  if (!live) {
    return <PlannerFrame label={labels.loading} />;
  }

  return (
    <div className="card" data-planner={ready ? 'ready' : 'loading'}>
      <div className="card-body">
        <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
          <div className="btn-group" role="group" aria-label={labels.modeGroup}>
            {recommendations.map(({ mode: m }) => (
              <button
                key={m}
                type="button"
                className={`btn btn-sm btn-outline-primary${m === mode ? ' active' : ''}`}
                aria-pressed={m === mode}
                // It sets the URL from script: without JavaScript it would do nothing.
                disabled={!ready}
                onClick={() => setQueryParam('mode', m === recommendations[0]?.mode ? null : m)}
              >
                <Icon name={modeIcons[m]} className="me-1" />
                {labels.modes[m] ?? m}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={!ready || !mode}
            onClick={() =>
              change(
                Object.fromEntries(
                  (recommendations.find((r) => r.mode === mode)?.picks ?? []).map((p) => [
                    String(p.tier),
                    p.option,
                  ]),
                ),
              )
            }
          >
            {fill(labels.usePicks, { mode: mode ? (labels.modes[mode] ?? mode) : '' })}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={!ready}
            onClick={() => change({})}
          >
            {labels.clear}
          </button>
        </div>

        {source === 'link' && (
          <div role="alert" className="alert alert-info d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">{labels.shared}</span>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => {
                void savePlan(character._id, picks).then(announcePlanSaved);
                setSource('saved');
              }}
            >
              {labels.saveMine}
            </button>
          </div>
        )}

        <ol className="list-unstyled mb-3">
          {tree.map((tier) => (
            <li key={tier.tier} className="mb-2">
              <fieldset className="d-flex flex-wrap align-items-center gap-2" data-plan-tier={tier.tier}>
                <legend className="float-none w-auto fs-6 mb-0 me-2 lf-tier-legend">
                  {fill(labels.tier, { tier: tier.tier })}{' '}
                  <span className="small text-body-secondary">
                    {fill(labels.level, { level: tier.requiredLevel })}
                    {level !== undefined && level < tier.requiredLevel && fill(labels.yours, { level })}
                  </span>
                </legend>
                {tier.options.map((option) => {
                  const picked = picks[String(tier.tier)] === option.id;
                  const star = recommended.has(`${tier.tier}:${option.id}`);
                  return (
                    <button
                      key={option.id}
                      type="button"
                      className={`btn btn-sm ${picked ? 'btn-primary' : 'btn-outline-secondary'}`}
                      aria-pressed={picked}
                      disabled={!ready}
                      onClick={() => change(togglePick(tree, picks, tier.tier, option.id))}
                    >
                      {option.name}
                      {star && (
                        <>
                          <Icon name="star-fill" className="text-warning ms-1" />
                          <span className="visually-hidden">
                            {fill(labels.recommended, { mode: mode ? (labels.modes[mode] ?? mode) : '' })}
                          </span>
                        </>
                      )}
                    </button>
                  );
                })}
              </fieldset>
            </li>
          ))}
        </ol>

        <div>
          <label htmlFor="plan-share-link" className="small mb-1 form-label">
            {fill(labels.shareLink, {
              picked: Object.keys(picks).length,
              tiers: tree.length,
              saved: source === 'saved' ? labels.savedHere : '',
            })}
          </label>
          <div className="d-flex gap-2">
            <input
              type="text"
              id="plan-share-link"
              className="form-control form-control-sm"
              readOnly
              value={
                ready && typeof window !== 'undefined' ? `${window.location.origin}${sharePath}` : sharePath
              }
            />
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              disabled={!ready}
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(`${window.location.origin}${sharePath}`)
                  .then(() => setCopied(true))
                  .catch(() => undefined)
              }
            >
              {copied ? labels.copied : labels.copy}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
