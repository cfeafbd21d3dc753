import 'server-only';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { terms } from '@/lib/i18n/terms';

/** The planner's words in a page's language, `{slots}` filled in the browser. */
export function plannerLabels(locale: SiteLocale) {
  const t = getT(locale, 'planner');
  const s = (key: Parameters<typeof t>[0], ...slots: string[]) =>
    t(key, Object.fromEntries(slots.map((slot) => [slot, `{${slot}}`])));
  return {
    modes: terms(locale, 'gameModes'),
    loading: t('loading'),
    modeGroup: t('modeGroup'),
    usePicks: s('usePicks', 'mode'),
    clear: t('clear'),
    shared: t('shared'),
    saveMine: t('saveMine'),
    tier: s('tier', 'tier'),
    level: s('level', 'level'),
    yours: s('yours', 'level'),
    recommended: s('recommended', 'mode'),
    shareLink: s('shareLink', 'picked', 'tiers', 'saved'),
    savedHere: t('savedHere'),
    copied: t('copied'),
    copy: t('copy'),
  };
}

export type PlannerLabels = ReturnType<typeof plannerLabels>;
