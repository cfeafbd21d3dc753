import Link from '@/components/common/page-link';
import { ClassBadge } from '@/components/common/class-badge';
import { Portrait } from '@/components/common/portrait';
import { RarityStars } from '@/components/common/rarity-stars';
import type { CharacterCard } from '@/lib/queries/characters';
import type { TierCharacter } from './tier-table';

/**
 * A placed character's portrait and name line, rendered once however many modes place them
 * (the reasons differ per mode; the character does not).
 */
export function tierCharacter(c: CharacterCard): TierCharacter {
  return {
    portrait: (
      <Portrait
        asImage
        name={c.name}
        element={c.element}
        characterClass={c.class}
        size={48}
        className="lf-portrait"
      />
    ),
    headline: (
      <>
        <Link href={`/chars/${c._id}`} className="fw-semibold">
          {c.name}
        </Link>{' '}
        <RarityStars rarity={c.rarity} className="small" /> <ClassBadge characterClass={c.class} />
      </>
    ),
  };
}
