import Link from 'next/link';

/** Shown when the filters match nothing (a real empty result, not a failed load). */
export function EmptyState({ resetHref, what }: { resetHref: string; what: string }) {
  return (
    <div className="text-center py-5 border rounded">
      <i className="bi bi-search display-6 text-body-secondary" aria-hidden="true" />
      <p className="mt-3 mb-2">No {what} match these filters.</p>
      <Link href={resetHref}>Clear all filters</Link>
    </div>
  );
}
