import type { ReactNode } from 'react';
import { compareSelectionLabels } from '@/components/compare/compare-labels';
import { CompareSelectionProvider } from '@/components/compare/compare-selection';
import { OwnedFilterProvider } from '@/components/player/owned-filter';
import { useLocale } from '#i18n/use-locale';

/** What every page of the character list shares: the roster's owned-only switch and the compare tray. */
export function CharacterListProviders({ children }: { children: ReactNode }) {
  return (
    <OwnedFilterProvider>
      <CompareSelectionProvider labels={compareSelectionLabels(useLocale())}>
        {children}
      </CompareSelectionProvider>
    </OwnedFilterProvider>
  );
}
