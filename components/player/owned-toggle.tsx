'use client';

import { useRoster } from './use-roster';
import { Icon } from '@/components/common/icon';
import { fill } from '@/lib/i18n/fill';
import type { CharacterCardWords } from '@/lib/i18n/words';

/**
 * A card's roster mark: a button that adds the character to the roster (level 1, rank 1; refined
 * on the character page or the roster page), or, once owned, its level and rank. Removing is left
 * to those pages, so a stray click on a list never drops a character's level and rank.
 */
export function OwnedToggle({
  id,
  name,
  words,
}: {
  id: string;
  name: string;
  /** Its words in the page's language, from the list's data. */
  words: Pick<CharacterCardWords, 'own' | 'addToRoster' | 'owned' | 'inRoster'>;
}) {
  const { roster, entry, add } = useRoster();
  const owned = entry(id);
  if (owned) {
    return (
      <div className="mt-2">
        <span className="badge text-bg-success position-relative z-2" title={fill(words.inRoster, { name })}>
          <Icon name="check-lg" className="me-1" />
          {fill(words.owned, { level: owned.level, rank: owned.rank })}
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
        aria-label={fill(words.addToRoster, { name })}
        onClick={() => void add(id)}
      >
        <Icon name="plus-lg" className="me-1" />
        {words.own}
      </button>
    </div>
  );
}
