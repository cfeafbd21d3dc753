import { useLocale } from '#i18n/use-locale';
import type { Character } from '@/lib/content';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { characterSummary } from './character-summary';
import { EntityJsonLd, thingWith } from '@/components/common/entity-json-ld';

/** Structured data for a character page, its properties named in the page's language. */
export function CharacterJsonLd({ character }: { character: Character }) {
  const locale = useLocale();
  const t = getT(locale, 'detail');
  return (
    <EntityJsonLd
      section={{ kind: 'characters', path: '/chars' }}
      entity={character}
      description={characterSummary(character, locale)}
      about={thingWith(
        [
          [t('rarity'), getT(locale, 'rarity')('stars', { stars: character.rarity })],
          [t('class'), term(locale, 'classes', character.class)],
          [t('element'), term(locale, 'elements', character.element)],
          [t('faction'), term(locale, 'factions', character.faction)],
          [t('role'), term(locale, 'roles', character.role)],
          [t('weapon'), term(locale, 'weapons', character.weapon)],
          [t('released'), character.releaseDate],
        ],
        { alternateName: character.title },
      )}
    />
  );
}
