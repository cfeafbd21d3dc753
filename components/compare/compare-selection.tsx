'use client';

import Link from '@/components/common/page-link';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/common/use-hydrated';
import { COMPARE_LIMIT, compareHref } from '@/lib/player/compare';
import { fill } from '@/components/teams/fill';

/** The bar's and the check boxes' words; `{count}` and `{limit}` are filled here. */
export interface CompareSelectionLabels {
  picked: string;
  compare: string;
  clear: string;
}

const englishLabels: CompareSelectionLabels = {
  picked: '{count} of {limit} picked',
  compare: 'Compare',
  clear: 'Clear',
};

interface Selection {
  ids: string[];
  toggle: (id: string) => void;
  labels: CompareSelectionLabels;
}

const SelectionContext = createContext<Selection | null>(null);

/** Lets the cards inside it be picked for comparison, with a bar that opens /compare. */
export function CompareSelectionProvider({
  children,
  labels = englishLabels,
}: {
  children: ReactNode;
  /** The words in the page's language (compareSelectionLabels on the server); English without. */
  labels?: CompareSelectionLabels;
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
    <SelectionContext.Provider value={{ ids, toggle, labels }}>
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

/** A card's "compare" check box; renders nothing outside a CompareSelectionProvider. */
export function CompareToggle({ id, name }: { id: string; name: string }) {
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
        {selection.labels.compare} <span className="visually-hidden">{name}</span>
      </label>
    </div>
  );
}
