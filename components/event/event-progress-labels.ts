import 'server-only';
import { slots } from '@/lib/i18n/fill';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';

/** The event tasks' and shop's words in a page's language: only these reach the event page's payload. */
export function eventProgressLabels(locale: SiteLocale) {
  const t = getT(locale, 'eventPage');
  return {
    tasks: t('tasks'),
    done: t('done', slots('done', 'total')),
    noTasks: t('noTasks'),
    shop: t('shop'),
    noShop: t('noShop'),
    item: t('item'),
    cost: t('cost'),
    limit: t('limit'),
    bought: t('bought'),
    boughtItem: t('boughtItem', slots('item')),
    spent: t('spent'),
    nothingYet: t('nothingYet'),
    signIn: t('signIn'),
    saveFailed: t('saveFailed'),
    loadFailed: t('loadFailed'),
  };
}

export type EventProgressLabels = ReturnType<typeof eventProgressLabels>;
