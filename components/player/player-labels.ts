import 'server-only';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getPluralForms, getT } from '@/lib/i18n/messages';

/**
 * The "Your data" page's words in the page's language, for its client island: `{slot}`s are
 * filled in the browser (components/teams/fill.ts), counts come as plural forms.
 */
export function yourDataLabels(locale: SiteLocale) {
  const t = getT(locale, 'player');
  const s = (key: Parameters<typeof t>[0], ...slots: string[]) =>
    t(key, Object.fromEntries(slots.map((slot) => [slot, `{${slot}}`])));
  return {
    confirmDelete: t('confirmDelete'),
    localTitle: t('localTitle'),
    localLead: t('localLead'),
    deleted: t('deleted'),
    stored: t('stored'),
    roster: t('roster'),
    characters: getPluralForms(locale, 'player', 'characters'),
    loading: t('loading'),
    snapshots: s('snapshots', 'count'),
    changesForYou: t('changesForYou'),
    changesWhat: t('changesWhat'),
    plans: s('plans', 'count'),
    savedTeams: t('savedTeams'),
    exportAll: t('exportAll'),
    deleteAll: t('deleteAll'),
    syncTitle: t('syncTitle'),
    syncBefore: t('syncBefore'),
    syncAfter: t('syncAfter'),
    noSync: t('noSync'),
  };
}

export type YourDataLabels = ReturnType<typeof yourDataLabels>;
