import { titleCase } from '@/components/common/game-style';
import type { Character } from '@/lib/content';
import { characterSummary } from './character-summary';
import { EntityJsonLd } from './entity-json-ld';

/** Structured data for a character page. */
export function CharacterJsonLd({ character }: { character: Character }) {
  return (
    <EntityJsonLd
      section={{ name: 'Characters', path: '/chars' }}
      path={`/chars/${character._id}`}
      name={character.name}
      description={characterSummary(character)}
      dateModified={character.verified.date}
      about={{
        '@type': 'Thing',
        alternateName: character.title,
        additionalProperty: [
          ['Rarity', `${character.rarity}-star`],
          ['Class', titleCase(character.class)],
          ['Element', titleCase(character.element)],
          ['Faction', titleCase(character.faction)],
          ['Role', titleCase(character.role)],
          ['Weapon', titleCase(character.weapon)],
          ['Release date', character.releaseDate],
        ].map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
      }}
    />
  );
}
