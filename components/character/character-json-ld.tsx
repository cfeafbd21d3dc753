import { useLocale } from '#i18n/use-locale';
import { titleCase } from '@/components/common/game-style';
import type { Character } from '@/lib/content';
import { characterSummary } from './character-summary';
import { EntityJsonLd, thingWith } from '@/components/common/entity-json-ld';

/** Structured data for a character page. */
export function CharacterJsonLd({ character }: { character: Character }) {
  return (
    <EntityJsonLd
      section={{ name: 'Characters', path: '/chars' }}
      entity={character}
      description={characterSummary(character, useLocale())}
      about={thingWith(
        [
          ['Rarity', `${character.rarity}-star`],
          ['Class', titleCase(character.class)],
          ['Element', titleCase(character.element)],
          ['Faction', titleCase(character.faction)],
          ['Role', titleCase(character.role)],
          ['Weapon', titleCase(character.weapon)],
          ['Release date', character.releaseDate],
        ],
        { alternateName: character.title },
      )}
    />
  );
}
