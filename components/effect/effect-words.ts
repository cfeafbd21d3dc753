import 'server-only';
import type { Interaction } from '@/lib/content';
import { interactionDetail } from '@/lib/content/interaction-detail';
import { interactionWords } from '@/lib/i18n/card-words';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getMessages, getT } from '@/lib/i18n/messages';

/**
 * The words of an effect's page in a page's language: the relations' headings (the catalog's
 * `relations`, as the effects list's cards say them), the verb beside an enemy's source, and the
 * figures of an interaction beside each source ("50% · 1 turn · enemies", interactionDetail).
 */
export function effectPageWords(locale: SiteLocale) {
  const t = getT(locale, 'effectPage');
  const headings = getMessages(locale, 'relations');
  const figures = interactionWords(locale);
  return {
    heading: (relation: Interaction['relation']) => headings[relation],
    verb: (relation: Interaction['relation']) => t('verb', { relation }),
    enemies: t('enemies'),
    nothing: t('nothing'),
    detail: (i: Interaction) => interactionDetail(i, figures),
  };
}
