import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { ChosenBuildMarkIsland } from './chosen-build-mark-island';

/** "Your build" on the build the player chose, in the page's language (the mark is a client island). */
export function ChosenBuildMark({ character, build }: { character: string; build: string }) {
  return (
    <ChosenBuildMarkIsland
      character={character}
      build={build}
      label={getT(useLocale(), 'roster')('yourBuild')}
    />
  );
}
