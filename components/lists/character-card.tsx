'use client';

import { CardTitleLink } from '@/components/common/card-title-link';
import { ClassBadge } from '@/components/common/class-badge';
import { ElementBadge } from '@/components/common/element-badge';
import { PortraitImage } from '@/components/common/portrait-image';
import { RarityStars } from '@/components/common/rarity-stars';
import { OwnedToggle } from '@/components/player/owned-toggle';
import { CompareToggle } from '@/components/compare/compare-selection';
import { fill } from '@/lib/i18n/fill';
import type { CharacterCardWords } from '@/lib/i18n/words';
import type { CharacterCard as CharacterCardData } from '@/lib/queries/characters';
import { useCardWords } from './card-words';

/**
 * Card linking to a character's page: portrait, name, rarity, element, class, role and faction.
 * A client component, drawn in the browser from the card's few fields: a page of cards rendered
 * on the server carries each card's whole markup a second time in its RSC payload, where the
 * fields weigh a fraction of it (the 150 KB HTML budget). Its words, in the page's language, come
 * once from the page (CardWordsProvider), not with every card.
 */
export function CharacterCard({ character: c }: { character: CharacterCardData }) {
  const words = useCardWords<CharacterCardWords>();
  return (
    // The card is the link target (stretched-link), so the link's accessible name is just the name.
    <article className="card h-100 lf-card-link position-relative">
      <div className="card-body d-flex gap-3">
        <PortraitImage
          character={c}
          size={72}
          className="lf-portrait"
          label={fill(words.portrait, { name: c.name })}
        />
        <div className="min-w-0">
          <CardTitleLink as="h2" className="h6 card-title mb-0" href={`/chars/${c._id}`}>
            {c.name}
          </CardTitleLink>
          <p className="small text-body-secondary mb-1">{c.title}</p>
          <RarityStars rarity={c.rarity} label={fill(words.stars, { stars: c.rarity })} />
          <div className="d-flex flex-wrap gap-1 mt-1">
            <ElementBadge element={c.element} label={words.elements[c.element]} />
            <ClassBadge characterClass={c.class} label={words.classes[c.class]} />
          </div>
          <p className="small text-body-secondary mb-0 mt-1">
            {words.roles[c.role]} · {words.factions[c.faction]}
          </p>
          <OwnedToggle id={c._id} name={c.name} words={words} />
          <CompareToggle id={c._id} name={c.name} label={words.compare} />
        </div>
      </div>
    </article>
  );
}
