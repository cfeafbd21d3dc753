'use client';

import { useState } from 'react';
import type { RosterEntry } from '@/lib/content/player';
import type { EntryChange } from '@/lib/player/roster';
import { MAX_LEVEL, MAX_RANK } from '@/lib/content/stats';
import { clampLevelRank } from '@/components/character/level-rank';
import { SmallSelect, type SmallSelectProps } from '@/components/common/small-select';
import { fill } from '@/lib/i18n/fill';
import type { RosterLabels } from './player-labels';

interface Props {
  entry: RosterEntry;
  /** The character's name, for the fields' accessible labels. */
  name: string;
  /** The names of the character's recommended builds. */
  builds: readonly string[];
  /** One field changed; applied to the stored entry (use-roster), so quick changes all land. */
  onChange: (change: EntryChange) => void;
  labels: RosterLabels['fields'];
}

const ranks = Array.from({ length: MAX_RANK }, (_, i) => i + 1);

/** Level, rank and build of one owned character; every change is saved at once. */
export function RosterEntryFields({ entry, name, builds, onChange, labels }: Props) {
  const [levelText, setLevelText] = useState(String(entry.level));
  const changeLevel = (text: string) => {
    setLevelText(text);
    if (text.trim() === '') return;
    const { level } = clampLevelRank(text, entry.rank, entry);
    if (level !== entry.level) onChange({ level });
  };
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <div className="d-flex align-items-center gap-1">
        <label htmlFor={`roster-level-${entry.character}`} className="mb-0 small form-label">
          {labels.level}
        </label>
        <input
          type="number"
          id={`roster-level-${entry.character}`}
          className="form-control form-control-sm"
          min={1}
          max={MAX_LEVEL}
          style={{ width: '5rem' }}
          aria-label={fill(labels.levelOf, { name })}
          value={levelText}
          onChange={(e) => changeLevel(e.target.value)}
          onBlur={() => setLevelText(String(entry.level))}
        />
      </div>
      <EntrySelect
        id={`roster-rank-${entry.character}`}
        label={labels.rank}
        ariaLabel={fill(labels.rankOf, { name })}
        width="4.5rem"
        value={String(entry.rank)}
        options={ranks.map((r) => ({ value: String(r), label: String(r) }))}
        onChange={(v) => onChange({ rank: Number(v) })}
      />
      <EntrySelect
        id={`roster-build-${entry.character}`}
        label={labels.build}
        ariaLabel={fill(labels.buildOf, { name })}
        width="12rem"
        value={entry.build ?? ''}
        options={[{ value: '', label: labels.noBuild }, ...builds.map((b) => ({ value: b, label: b }))]}
        onChange={(v) => onChange({ build: v || null })}
      />
    </div>
  );
}

interface EntrySelectProps extends Omit<SmallSelectProps, 'name' | 'style' | 'aria-label'> {
  label: string;
  ariaLabel: string;
  width: string;
}

/** One of the entry's drop-downs (rank, build): a small label beside a fixed-width select. */
function EntrySelect({ label, ariaLabel, width, ...select }: EntrySelectProps) {
  return (
    <div className="d-flex align-items-center gap-1">
      <label htmlFor={select.id} className="mb-0 small form-label">
        {label}
      </label>
      <SmallSelect {...select} style={{ width }} aria-label={ariaLabel} />
    </div>
  );
}
