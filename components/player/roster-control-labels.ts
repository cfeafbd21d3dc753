import 'server-only';
import { getT } from '@/lib/i18n/messages';
import { rosterLabels } from './player-labels';

/** The roster box's words: only these reach the character page's payload. */
export function rosterBoxLabels(locale: Parameters<typeof rosterLabels>[0]) {
  const t = getT(locale, 'roster');
  const all = rosterLabels(locale);
  return {
    boxLabel: t('boxLabel'),
    inRoster: t('inRoster'),
    loading: all.loading,
    removeFromRoster: t('removeFromRoster'),
    addName: t('addName', { name: '{name}' }),
    compareOthers: t('compareOthers'),
    manage: t('manage'),
    fields: all.fields,
  };
}

export type RosterBoxLabels = ReturnType<typeof rosterBoxLabels>;
