'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useRoster } from './use-roster';

interface OwnedFilter {
  /** Whether a character passes the switch (everyone does while it is off). */
  shows: (id: string) => boolean;
  /** Whether the switch is on (the list then spans all its pages). */
  active: boolean;
  /** The switch itself, for the list to place beside its filters. */
  control: ReactNode;
}

const OwnedFilterContext = createContext<OwnedFilter | null>(null);
const noFilter: OwnedFilter = { shows: () => true, active: false, control: null };

/**
 * Gives the lists inside it an "Owned only" switch over the roster kept in this browser. The
 * switch is local state: the server's HTML (and every cached copy of it) stays the full list.
 */
export function OwnedFilterProvider({ children }: { children: ReactNode }) {
  const { roster } = useRoster();
  const [ownedOnly, setOwnedOnly] = useState(false);
  const owned = new Set(roster?.characters.map((e) => e.character));
  const value: OwnedFilter = {
    shows: (id) => !ownedOnly || owned.has(id),
    active: ownedOnly,
    control: (
      <div className="mb-3 form-check form-switch">
        <input
          type="checkbox"
          id="owned-only"
          className="form-check-input"
          disabled={!roster}
          checked={ownedOnly}
          onChange={(e) => setOwnedOnly(e.target.checked)}
        />
        <label htmlFor="owned-only" className="form-check-label">
          {roster ? `Owned only (${owned.size} in your roster)` : 'Owned only'}
        </label>
      </div>
    ),
  };
  return <OwnedFilterContext.Provider value={value}>{children}</OwnedFilterContext.Provider>;
}

/** The enclosing list's owned-only filter, or one that shows everything when there is none. */
export function useOwnedFilter(): OwnedFilter {
  return useContext(OwnedFilterContext) ?? noFilter;
}
