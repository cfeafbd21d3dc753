import 'server-only';
import type { Gear } from '@/lib/content';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';

/** One sentence about a gear piece for search results and share previews, in a page's language. */
export function gearSummary(
  g: Pick<Gear, 'name' | 'rarity' | 'slot' | 'set' | 'passive'>,
  locale: SiteLocale = 'en',
): string {
  const t = getT(locale, 'gearPage');
  // English writes the rarity and slot by their ids, lower case, mid-sentence ("a legendary weapon").
  const word = (group: 'gearRarities' | 'gearSlots', id: string) =>
    locale === 'en' ? id : term(locale, group, id);
  return t('description', {
    name: g.name,
    rarity: word('gearRarities', g.rarity),
    slot: word('gearSlots', g.slot),
    set: g.set ? t('fromSet', { set: g.set }) : '',
    passive: g.passive.name,
  });
}
