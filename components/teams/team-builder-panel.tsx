'use client';

import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { GameMode } from '@/components/common/game-modes';
import { TitledSection } from '@/components/common/titled-section';
import { useRoster } from '@/components/player/use-roster';
import { cleanLabel, decodeTeamCode, TEAM_LABEL_MAX } from '@/lib/player/team-code';
import { compactBreakdown, teamSynergy, type TeamsData } from '@/lib/teams';
import { CopyShareLink } from './copy-share-link';
import { SavedTeamList } from './saved-team-list';
import { SynergyBreakdown } from './synergy-breakdown';
import { TeamSlots } from './team-slots';
import { TeamSuggestions } from './team-suggestions';
import { useSavedTeams } from './use-saved-teams';
import type { TeamsLabels } from './teams-labels';
import { fill } from '@/lib/i18n/fill';

/** The team being built: its mode, members in slot order, label and the saved team it edits. */
interface Draft {
  mode: GameMode;
  members: string[];
  label: string;
  savedId?: string;
}

/**
 * The team a link from a shared team's page (`/teams?team=<code>`) opens, else an empty one in
 * the first mode. The query is read in the browser only (this panel renders nowhere else), so the
 * page stays one static document.
 */
function draftFromUrl(data: TeamsData): Draft {
  const code = new URLSearchParams(window.location.search).get('team');
  const decoded = code ? decodeTeamCode(code) : undefined;
  const mode = decoded?.ok ? data.modes.find((m) => m.id === decoded.team.mode) : undefined;
  if (!decoded?.ok || !mode) return { mode: data.modes[0]!.id, members: [], label: '' };
  const known = new Set(data.characters.map((c) => c.id));
  return {
    mode: mode.id,
    members: decoded.team.members.filter((id) => known.has(id)).slice(0, mode.squadSize),
    label: decoded.team.label ?? '',
  };
}

/**
 * The builder, loaded after the page is interactive (team-builder.tsx): pick a mode and units,
 * see the synergy breakdown live, get suggestions from the roster, save, load and share teams.
 * Everything is a select, a checkbox or a button: keyboard and single pointer, nothing to drag.
 */
export default function TeamBuilderPanel({ data, labels }: { data: TeamsData; labels: TeamsLabels }) {
  const byId = useMemo(() => new Map(data.characters.map((c) => [c.id, c])), [data]);
  const names = useMemo(() => new Map(data.characters.map((c) => [c.id, c.name])), [data]);
  const { roster } = useRoster();
  const { teams, save, remove } = useSavedTeams();
  const [draft, setDraft] = useState<Draft>(() => draftFromUrl(data));
  const [adding, setAdding] = useState('');
  const picker = useRef<HTMLSelectElement>(null);
  const [notice, setNotice] = useState<string>();

  const mode = data.modes.find((m) => m.id === draft.mode) ?? data.modes[0]!;
  const members = useMemo(() => draft.members.slice(0, mode.squadSize), [draft.members, mode.squadSize]);
  const report = useMemo(
    () => teamSynergy(data, mode.id, members, labels.synergyWords),
    [data, mode.id, members, labels.synergyWords],
  );
  const owned = roster?.characters ?? [];
  const ownedIds = new Set(owned.map((e) => e.character));
  const addable = data.characters.filter((c) => !members.includes(c.id));
  const full = members.length >= mode.squadSize;
  const name = (id: string) => names.get(id) ?? id;

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!adding || full) return;
    setDraft({ ...draft, members: [...members, adding] });
    setAdding('');
    setNotice(fill(labels.joined, { name: name(adding) }));
    // The Add button disables itself once used; the next pick starts back at the character list.
    picker.current?.focus();
  };

  const saveDraft = async (asNew: boolean) => {
    const label = cleanLabel(draft.label);
    if (!label) {
      setNotice(labels.needLabel);
      return;
    }
    const id = await save({
      id: asNew ? undefined : draft.savedId,
      mode: mode.id,
      label,
      members,
    });
    setDraft({ ...draft, label, members, savedId: id });
    setNotice(fill(labels.saved, { label }));
  };

  const load = (next: Omit<Draft, 'mode'> & { mode: string }, what: string) => {
    const target = data.modes.find((m) => m.id === next.mode);
    if (!target) return;
    setDraft({ ...next, mode: target.id, members: next.members.filter((id) => byId.has(id)) });
    setNotice(fill(labels.inBuilder, { what }));
    document.getElementById('builder-heading')?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <TitledSection id="builder" title={labels.buildTitle}>
        <div className="row g-4">
          <div className="col-lg-6">
            <div className="mb-3">
              <label htmlFor="team-mode" className="form-label small mb-1">
                {labels.gameMode}
              </label>
              <select
                id="team-mode"
                className="form-select"
                value={mode.id}
                onChange={(e) => {
                  const next = data.modes.find((m) => m.id === e.target.value);
                  if (next) setDraft({ ...draft, mode: next.id, members: members.slice(0, next.squadSize) });
                }}
              >
                {data.modes.map((m) => (
                  <option key={m.id} value={m.id}>
                    {fill(labels.modeOption, { mode: labels.modes[m.id] ?? m.name, size: m.squadSize })}
                  </option>
                ))}
              </select>
            </div>
            <TeamSlots
              squadSize={mode.squadSize}
              members={members}
              byId={byId}
              labels={labels}
              onRemove={(id) => {
                setDraft({ ...draft, members: members.filter((m) => m !== id) });
                setNotice(fill(labels.left, { name: name(id) }));
              }}
            />
            <form className="d-flex flex-wrap gap-2 mb-3" onSubmit={add}>
              <select
                ref={picker}
                aria-label={labels.characterToAdd}
                className="form-select"
                style={{ maxWidth: '20rem' }}
                value={adding}
                disabled={full}
                onChange={(e) => setAdding(e.target.value)}
              >
                <option value="">{full ? labels.squadFull : labels.chooseCharacter}</option>
                {addable.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                    {ownedIds.has(c.id) ? labels.owned : ''}
                  </option>
                ))}
              </select>
              <button type="submit" className="btn btn-primary" disabled={full || !adding}>
                {labels.addToTeam}
              </button>
            </form>
            <form
              className="d-flex flex-wrap gap-2 align-items-end mb-2"
              onSubmit={(e) => {
                e.preventDefault();
                void saveDraft(false);
              }}
            >
              <div>
                <label htmlFor="team-label" className="form-label small mb-1">
                  {labels.teamLabel}
                </label>
                <input
                  id="team-label"
                  className="form-control"
                  maxLength={TEAM_LABEL_MAX}
                  value={draft.label}
                  onChange={(e) => setDraft({ ...draft, label: e.target.value })}
                />
              </div>
              <button type="submit" className="btn btn-outline-primary">
                {draft.savedId ? labels.saveChanges : labels.saveTeam}
              </button>
              {draft.savedId && (
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => void saveDraft(true)}
                >
                  {labels.saveAsNew}
                </button>
              )}
            </form>
            {members.length > 0 && (
              <CopyShareLink
                team={{ mode: mode.id, members, label: draft.label }}
                name={draft.label.trim() || labels.thisTeam}
                labels={labels}
              />
            )}
            <p className="small text-body-secondary mt-2 mb-0" role="status">
              {notice}
            </p>
          </div>
          <div className="col-lg-6">
            <section aria-labelledby="builder-synergy" data-synergy-total={report.total}>
              <h3 id="builder-synergy" className="h5">
                {labels.breakdownTitle}
              </h3>
              {members.length > 0 ? (
                <SynergyBreakdown
                  report={{
                    total: report.total,
                    violations: report.violations,
                    ...compactBreakdown(report),
                  }}
                  uncovered={report.uncovered.map((e) => data.effects[e] ?? e)}
                  labels={labels}
                />
              ) : (
                // No warning before the player has picked anyone: an empty team breaks no rule yet
                // (and a warning box painted after hydration became the page's largest paint).
                <p className="small text-body-secondary">{labels.emptySynergy}</p>
              )}
            </section>
          </div>
        </div>
      </TitledSection>

      <TitledSection id="suggest" title={labels.suggestTitle}>
        <TeamSuggestions
          data={data}
          mode={mode.id}
          owned={owned}
          names={names}
          labels={labels}
          onLoad={(next) => load({ mode: mode.id, members: next, label: '' }, labels.theSuggestion)}
        />
      </TitledSection>

      <TitledSection id="saved" title={labels.savedTitle}>
        {teams ? (
          <SavedTeamList
            teams={teams}
            names={name}
            onLoad={(t) => load({ ...t, savedId: t.id }, fill(labels.quoted, { label: t.label }))}
            labels={labels}
            onDelete={(id) => void remove(id)}
          />
        ) : (
          <p className="text-body-secondary">{labels.loadingSaved}</p>
        )}
      </TitledSection>
    </>
  );
}
