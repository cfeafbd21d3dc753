'use client';

import { formatCount } from '@/lib/format/number';
import { useState, type FormEvent } from 'react';
import { setQueryParam, UrlView } from '@/components/common/url-view';
import type { Character } from '@/lib/content';
import { statNames } from '@/lib/content/stat-names';
import { fill } from '@/lib/i18n/fill';
import type { StatCalculatorLabels } from './character-labels';
import { MAX_LEVEL, MAX_RANK, statsAt, type StatScale } from '@/lib/content/stats';
import { clampLevelRank, parseLevelRank, type LevelRank } from './level-rank';
import { ColumnHeads } from '@/components/common/column-heads';

interface Props {
  character: Pick<Character, 'baseStats' | 'growth' | 'rankBonus'>;
  /** The bars' fixed scale (lib/queries getStatScale), the same for every character. */
  scale: StatScale;
  /** The calculator's words in the page's language (character-labels.ts). */
  labels: StatCalculatorLabels;
}

/**
 * A character's stats at the level (1–60) and rank (1–6) the visitor picks, starting from the
 * URL's `?level=&rank=`. The page is static: the server renders max level and rank, and the
 * browser applies the URL's choice, so a shared link opens on the same numbers.
 */
export function StatCalculator({ character, scale, labels }: Props) {
  return (
    <UrlView>
      {(params, live) => (
        <Calculator
          character={character}
          scale={scale}
          labels={labels}
          initial={parseLevelRank({
            level: params.get('level') ?? undefined,
            rank: params.get('rank') ?? undefined,
          })}
          live={live}
        />
      )}
    </UrlView>
  );
}

/** `live` marks the hydrated calculator, which starts from the URL (tests wait for it). */
function Calculator({
  character,
  scale,
  labels,
  initial,
  live = false,
}: Props & { initial: LevelRank; live?: boolean }) {
  const [value, setValue] = useState<LevelRank>(initial);
  const [levelText, setLevelText] = useState(String(initial.level));
  // Going live, the calculator takes the URL's level and rank once, in place, so the form the
  // visitor may already be using is kept, not rebuilt (React's "adjust state while rendering").
  const [wasLive, setWasLive] = useState(live);
  if (live && !wasLive) {
    setWasLive(true);
    setValue(initial);
    setLevelText(String(initial.level));
  }

  const update = (next: LevelRank) => {
    setValue(next);
    // Other parameters (the tree's mode, a shared plan) stay in the URL.
    setQueryParam('level', String(next.level));
    setQueryParam('rank', String(next.rank));
  };
  const changeLevel = (text: string) => {
    setLevelText(text);
    if (text.trim() !== '') update(clampLevelRank(text, value.rank, value));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setLevelText(String(value.level));
  };

  const stats = statsAt(character, value.level, value.rank);

  return (
    <form method="get" onSubmit={submit} aria-label={labels.form} data-live={live ? '' : undefined}>
      {/* The controls work only once live (the page is static and reads no query), so until then
          they keep their place but are not shown: no visitor without JavaScript gets a dead form. */}
      <div className={`row g-3 align-items-end mb-3${live ? '' : ' invisible'}`}>
        <div className="col-sm-6">
          <label htmlFor="stat-level" className="form-label">
            {fill(labels.level, { max: MAX_LEVEL })}
          </label>
          <div className="d-flex gap-2 align-items-center">
            <input
              type="range"
              className="form-range"
              min={1}
              max={MAX_LEVEL}
              value={value.level}
              id="stat-level-slider"
              aria-label={labels.levelSlider}
              onChange={(e) => changeLevel(e.target.value)}
            />
            <input
              type="number"
              id="stat-level"
              name="level"
              min={1}
              max={MAX_LEVEL}
              inputMode="numeric"
              className="lf-number-input form-control"
              value={levelText}
              onChange={(e) => changeLevel(e.target.value)}
              onBlur={() => setLevelText(String(value.level))}
            />
          </div>
        </div>
        <div className="col-sm-4">
          <label htmlFor="stat-rank" className="form-label">
            {fill(labels.rank, { max: MAX_RANK })}
          </label>
          <select
            id="stat-rank"
            className="form-select"
            name="rank"
            value={value.rank}
            onChange={(e) => update(clampLevelRank(value.level, e.target.value, value))}
          >
            {Array.from({ length: MAX_RANK }, (_, i) => i + 1).map((r) => (
              <option key={r} value={r}>
                {fill(labels.rankOption, { rank: r })}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-2">
          <button type="submit" className="w-100 btn btn-outline-primary">
            {labels.show}
          </button>
        </div>
      </div>
      <table className="align-middle mb-0 table table-sm" aria-live="polite">
        <caption className="caption-top pt-0">
          {fill(labels.caption, { level: value.level, rank: value.rank })}
        </caption>
        <ColumnHeads
          columns={[
            { label: labels.stat },
            { label: labels.value, numeric: true },
            {
              label: fill(labels.bar, { level: MAX_LEVEL, rank: MAX_RANK }),
              className: 'w-50 fw-normal small text-body-secondary',
            },
          ]}
        />
        <tbody>
          {statNames.map((name) => (
            <tr key={name} data-stat={name}>
              <th scope="row" className="fw-normal">
                {labels.stats[name] ?? name}
              </th>
              <td className="text-end font-monospace fw-semibold">{formatCount(stats[name])}</td>
              <td>
                <StatBar value={stats[name]} ceiling={scale[name]} labels={labels} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </form>
  );
}

/** A bar on the roster-wide scale, with the scale's top value and holder written beside it. */
function StatBar({
  value,
  ceiling,
  labels,
}: {
  value: number;
  ceiling: StatScale[keyof StatScale];
  labels: Pick<StatCalculatorLabels, 'highest' | 'share'>;
}) {
  const percent = ceiling.max > 0 ? Math.min(100, Math.round((value / ceiling.max) * 100)) : 0;
  return (
    <div className="d-flex align-items-center gap-2" data-percent={percent}>
      {/* Decorative: the text beside it says the same. */}
      <div className="progress flex-grow-1 lf-stat-bar" aria-hidden="true">
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <span
        className="small text-body-secondary text-nowrap"
        title={fill(labels.highest, { holder: ceiling.holder })}
      >
        {fill(labels.share, { percent, max: formatCount(ceiling.max) })}
      </span>
    </div>
  );
}
