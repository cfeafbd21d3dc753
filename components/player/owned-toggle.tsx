'use client';

import { useRoster } from './use-roster';
import { Icon } from '@/components/common/icon';
import { fill } from '@/components/teams/fill';

/** A card's roster words; `{name}`, `{level}` and `{rank}` are filled here. */
export interface OwnedToggleLabels {
  inRosterName: string;
  ownedMark: string;
  addNameYour: string;
  own: string;
}

const englishLabels: OwnedToggleLabels = {
  inRosterName: '{name} is in your roster',
  ownedMark: 'Owned · Lv {level} · R{rank}',
  addNameYour: 'Add {name} to your roster',
  own: 'Own',
};

/**
 * A card's roster mark: a button that adds the character to the roster (level 1, rank 1; refined
 * on the character page or the roster page), or, once owned, its level and rank. Removing is left
 * to those pages, so a stray click on a list never drops a character's level and rank.
 */
export function OwnedToggle({
  id,
  name,
  labels = englishLabels,
}: {
  id: string;
  name: string;
  /** The words in the page's language (ownedToggleLabels on the server); English without. */
  labels?: OwnedToggleLabels;
}) {
  const { roster, entry, add } = useRoster();
  const owned = entry(id);
  if (owned) {
    return (
      <div className="mt-2">
        <span
          className="badge text-bg-success position-relative z-2"
          title={fill(labels.inRosterName, { name })}
        >
          <Icon name="check-lg" className="me-1" />
          {fill(labels.ownedMark, { level: owned.level, rank: owned.rank })}
        </span>
      </div>
    );
  }
  return (
    <div className="mt-2">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary py-0 position-relative z-2"
        disabled={!roster}
        aria-label={fill(labels.addNameYour, { name })}
        onClick={() => void add(id)}
      >
        <Icon name="plus-lg" className="me-1" />
        {labels.own}
      </button>
    </div>
  );
}
