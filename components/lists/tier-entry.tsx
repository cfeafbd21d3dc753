import Link from 'next/link';
import { ClassBadge } from '@/components/common/class-badge';
import { Portrait } from '@/components/common/portrait';
import { RarityStars } from '@/components/common/rarity-stars';
import { RichText } from '@/components/common/rich-text';
import type { CharacterCard } from '@/lib/queries/characters';

/** One placement in a tier: the character and the reason they sit there. */
export function TierEntry({ character: c, reason }: { character: CharacterCard; reason: string }) {
  return (
    <>
      <Portrait
        name={c.name}
        element={c.element}
        characterClass={c.class}
        size={48}
        className="lf-portrait"
      />
      <div>
        <Link href={`/chars/${c._id}`} className="fw-semibold">
          {c.name}
        </Link>{' '}
        <RarityStars rarity={c.rarity} className="small" /> <ClassBadge characterClass={c.class} />
        <RichText as="p" className="small text-body-secondary mb-0" text={reason} />
      </div>
    </>
  );
}
