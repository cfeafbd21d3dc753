'use client';

import { useState } from 'react';
import type { RosterEntry } from '@/lib/content/player';
import type { EntryChange } from '@/lib/player/roster';
import { MAX_LEVEL, MAX_RANK } from '@/lib/content/stats';
import { clampLevelRank } from '@/components/character/level-rank';

interface Props {
  entry: RosterEntry;
  /** The character's name, for the fields' accessible labels. */
  name: string;
  /** The names of the character's recommended builds. */
  builds: readonly string[];
  /** One field changed; applied to the stored entry (use-roster), so quick changes all land. */
  onChange: (change: EntryChange) => void;
}

const ranks = Array.from({ length: MAX_RANK }, (_, i) => i + 1);

/** Level, rank and build of one owned character; every change is saved at once. */
export function RosterEntryFields({ entry, name, builds, onChange }: Props) {
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
          Level
        </label>
        <input
          type="number"
          id={`roster-level-${entry.character}`}
          className="form-control form-control-sm"
          min={1}
          max={MAX_LEVEL}
          style={{ width: '5rem' }}
          aria-label={`${name}: level`}
          value={levelText}
          onChange={(e) => changeLevel(e.target.value)}
          onBlur={() => setLevelText(String(entry.level))}
        />
      </div>
      <div className="d-flex align-items-center gap-1">
        <label htmlFor={`roster-rank-${entry.character}`} className="mb-0 small form-label">
          Rank
        </label>
        <select
          id={`roster-rank-${entry.character}`}
          className="form-select form-select-sm"
          style={{ width: '4.5rem' }}
          aria-label={`${name}: rank`}
          value={entry.rank}
          onChange={(e) => onChange({ rank: Number(e.target.value) })}
        >
          {ranks.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      <div className="d-flex align-items-center gap-1">
        <label htmlFor={`roster-build-${entry.character}`} className="mb-0 small form-label">
          Build
        </label>
        <select
          id={`roster-build-${entry.character}`}
          className="form-select form-select-sm"
          style={{ width: '12rem' }}
          aria-label={`${name}: build`}
          value={entry.build ?? ''}
          onChange={(e) => onChange({ build: e.target.value || null })}
        >
          <option value="">None chosen</option>
          {builds.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
