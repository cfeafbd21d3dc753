'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * The owned-only switch as lists read it. Apart from its provider (owned-filter.tsx), so a list
 * without the switch does not load the roster store to learn that there is none.
 */
export interface OwnedFilter {
  /** Whether a character passes the switch (everyone does while it is off). */
  shows: (id: string) => boolean;
  /** Whether the switch is on (the list then spans all its pages). */
  active: boolean;
  /** The switch itself, for the list to place beside its filters. */
  control: ReactNode;
}

export const OwnedFilterContext = createContext<OwnedFilter | null>(null);
const noFilter: OwnedFilter = { shows: () => true, active: false, control: null };

/** The enclosing list's owned-only filter, or one that shows everything when there is none. */
export function useOwnedFilter(): OwnedFilter {
  return useContext(OwnedFilterContext) ?? noFilter;
}
