import 'server-only';
import { titleCase } from '@/components/common/game-style';
import type { Character } from '@/lib/content';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { rarityLabel, term } from '@/lib/i18n/terms';

/** One sentence about a character for search results and share previews, in a page's language. */
export function characterSummary(
  c: Pick<Character, 'name' | 'rarity' | 'element' | 'class' | 'role' | 'faction'>,
  locale: SiteLocale = 'en',
): string {
  if (locale !== 'en')
    return getT(locale, 'summaries')('character', {
      name: c.name,
      rarity: rarityLabel(locale, c.rarity),
      element: term(locale, 'elements', c.element),
      class: term(locale, 'classes', c.class),
      role: term(locale, 'roles', c.role),
      faction: term(locale, 'factions', c.faction),
    });
  return (
    `${c.name} is a ${c.rarity}-star ${c.element} ${c.class} (${c.role}) of the ${titleCase(c.faction)} in Lanternfall: ` +
    'stats by level and rank, skills, traits, skill tree recommendations for story, arena and boss, and builds.'
  );
}
