import { useLocale } from '#i18n/use-locale';
import { rosterBoxLabels } from './roster-control-labels';
import { RosterControlIsland } from './roster-control-island';

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
