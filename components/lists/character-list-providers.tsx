import type { ReactNode } from 'react';
import { CompareSelectionProvider } from '@/components/compare/compare-selection';
import { OwnedFilterProvider } from '@/components/player/owned-filter';
import { getT } from '@/lib/i18n/messages';
import { useLocale } from '#i18n/use-locale';

/** What every page of the character list shares: the roster's owned-only switch and the compare tray. */
export function CharacterListProviders({ children }: { children: ReactNode }) {
  const t = getT(useLocale(), 'cards');
  return (
    <OwnedFilterProvider>
      <CompareSelectionProvider
        labels={{
          picked: t('comparePicked', { count: '{count}', limit: '{limit}' }),
          compare: t('compare'),
          clear: t('compareClear'),
        }}
      >
        {children}
      </CompareSelectionProvider>
    </OwnedFilterProvider>
  );
}
