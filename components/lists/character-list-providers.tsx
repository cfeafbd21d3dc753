import type { ReactNode } from 'react';
import { CompareSelectionProvider } from '@/components/compare/compare-selection';
import { OwnedFilterProvider } from '@/components/player/owned-filter';

/** What every page of the character list shares: the roster's owned-only switch and the compare tray. */
export function CharacterListProviders({ children }: { children: ReactNode }) {
  return (
    <OwnedFilterProvider>
      <CompareSelectionProvider>{children}</CompareSelectionProvider>
    </OwnedFilterProvider>
  );
}
