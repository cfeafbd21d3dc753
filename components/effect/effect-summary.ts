import 'server-only';
import type { Effect, EffectRelationLists } from '@/lib/content';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';

/** An effect's page description in a page's language: what it is, and how many things touch it in each way. */
export function effectSummary(
  effect: Pick<Effect, 'name' | 'type'>,
  relations: EffectRelationLists,
  locale: SiteLocale = 'en',
): string {
  const n = (...lists: (keyof EffectRelationLists)[]) =>
    lists.reduce((sum, r) => sum + relations[r].length, 0);
  return getT(locale, 'effectPage')('description', {
    name: effect.name,
    // English names the type by its id, lower case, mid-sentence ("a Lanternfall buff").
    type: locale === 'en' ? effect.type : term(locale, 'effectTypes', effect.type),
    applies: n('applies'),
    removes: n('removes'),
    resists: n('resists', 'prevents'),
    benefits: n('benefits'),
  });
}
