'use client';

import { useState, type ReactNode } from 'react';
import { OwnedFilterContext, type OwnedFilter } from './owned-filter-context';
import { useRoster } from './use-roster';

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
