'use client';

import Link from '@/components/common/page-link';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/common/use-hydrated';
import { COMPARE_LIMIT, compareHref } from '@/lib/player/compare';
import { fill } from '@/lib/i18n/fill';

interface Selection {
  ids: string[];
  toggle: (id: string) => void;
}

const SelectionContext = createContext<Selection | null>(null);

/** The compare bar's words in the page's language, from the server: "{count} of {limit} picked" keeps its arguments. */
export interface CompareBarLabels {
  picked: string;
  compare: string;
  clear: string;
}

/** Lets the cards inside it be picked for comparison, with a bar that opens /compare. */
export function CompareSelectionProvider({
  children,
  labels,
}: {
  children: ReactNode;
  labels: CompareBarLabels;
}) {
  const [ids, setIds] = useState<string[]>([]);
  const toggle = (id: string) =>
    setIds((current) =>
      current.includes(id)
        ? current.filter((x) => x !== id)
        : current.length < COMPARE_LIMIT
          ? [...current, id]
          : current,
    );
  return (
    <SelectionContext.Provider value={{ ids, toggle }}>
      {children}
      {ids.length > 0 && (
        <div
          className="position-sticky bottom-0 py-2 bg-body border-top d-flex align-items-center gap-2"
          style={{ zIndex: 5 }}
        >
          <span>{fill(labels.picked, { count: ids.length, limit: COMPARE_LIMIT })}</span>
          <Link className="btn btn-primary btn-sm" href={compareHref(ids)}>
            {labels.compare}
          </Link>
          <button type="button" className="btn btn-link btn-sm" onClick={() => setIds([])}>
            {labels.clear}
          </button>
        </div>
      )}
    </SelectionContext.Provider>
  );
}

/** A card's "compare" check box, `label` in the page's language; renders nothing outside a CompareSelectionProvider. */
export function CompareToggle({ id, name, label }: { id: string; name: string; label: string }) {
  const selection = useContext(SelectionContext);
  const hydrated = useHydrated();
  if (!selection) return null;
  const checked = selection.ids.includes(id);
  return (
    <div className="form-check form-check-inline mt-1 position-relative z-2 small">
      <input
        className="form-check-input"
        type="checkbox"
        id={`compare-${id}`}
        checked={checked}
        disabled={!hydrated || (!checked && selection.ids.length >= COMPARE_LIMIT)}
        onChange={() => selection.toggle(id)}
      />
      <label className="form-check-label" htmlFor={`compare-${id}`}>
        {label} <span className="visually-hidden">{name}</span>
      </label>
    </div>
  );
}
