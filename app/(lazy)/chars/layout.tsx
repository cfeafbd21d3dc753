import type { ReactNode } from 'react';
import { CompareSelectionProvider } from '@/components/compare/compare-selection';
import { OwnedFilterProvider } from '@/components/player/owned-filter';

/** Every page of the character list shares the roster's owned-only switch and the compare tray. */
export default function CharacterListLayout({ children }: { children: ReactNode }) {
  return (
    <OwnedFilterProvider>
      <CompareSelectionProvider>{children}</CompareSelectionProvider>
    </OwnedFilterProvider>
  );
}
