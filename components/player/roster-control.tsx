import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { rosterLabels } from './player-labels';
import { RosterControlIsland } from './roster-control-island';

/** The roster box's words: only these reach the character page's payload. */
function rosterBoxLabels(locale: Parameters<typeof rosterLabels>[0]) {
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

/**
 * The character page's roster box, in the page's language: the words are made here, on the
 * server, and the box itself is a client island (roster-control-island.tsx).
 */
export function RosterControl({
  character,
}: {
  character: { _id: string; name: string; builds: readonly string[] };
}) {
  return <RosterControlIsland character={character} labels={rosterBoxLabels(useLocale())} />;
}
