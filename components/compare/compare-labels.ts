import 'server-only';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import type { CompareBarLabels } from './compare-selection';

/** The compare bar's words in a page's language, for CompareSelectionProvider's `labels`. */
export function compareSelectionLabels(locale: SiteLocale): CompareBarLabels {
  const t = getT(locale, 'compare');
  return {
    picked: t('picked', { count: '{count}', limit: '{limit}' }),
    compare: t('compare'),
    clear: t('clear'),
  };
}
