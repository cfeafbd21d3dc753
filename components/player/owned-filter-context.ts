'use client';

import { createContext, useContext } from 'react';

/**
 * The visitor's roster as lists read it for their owned-only filter (`?owned=1`). Apart from its
 * provider (owned-filter.tsx), so a list without the filter does not load the roster store.
 */
export interface OwnedIds {
  /** The ids in the roster; undefined while it loads (or on a list without the filter). */
  ids?: ReadonlySet<string>;
}

export const OwnedFilterContext = createContext<OwnedIds>({});

/** The roster's ids for the enclosing list's owned-only filter. */
export function useOwnedIds(): ReadonlySet<string> | undefined {
  return useContext(OwnedFilterContext).ids;
}
