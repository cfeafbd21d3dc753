'use client';

import { useMemo, type ReactNode } from 'react';
import { OwnedFilterContext } from './owned-filter-context';
import { useRoster } from './use-roster';

/**
 * Gives the lists inside it the roster kept in this browser, for their owned-only filter. The
 * filter itself is in the URL like any other (`?owned=1`), so the server's HTML (and every cached
 * copy of it) stays the full list, and a reload or a shared link keeps it.
 */
export function OwnedFilterProvider({ children }: { children: ReactNode }) {
  const { roster } = useRoster();
  const value = useMemo(
    () => ({ ids: roster && new Set(roster.characters.map((e) => e.character)) }),
    [roster],
  );
  return <OwnedFilterContext.Provider value={value}>{children}</OwnedFilterContext.Provider>;
}
