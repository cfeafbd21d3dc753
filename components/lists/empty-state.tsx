import Link from '@/components/common/page-link';
import { Icon } from '@/components/common/icon';

/**
 * Shown when the filters match nothing (a real empty result, not a failed load). An owned-only
 * filter over an empty roster (a shared link opened in a browser with no roster) says why.
 */
export function EmptyState({
  resetHref,
  what,
  emptyRoster = false,
}: {
  resetHref: string;
  what: string;
  emptyRoster?: boolean;
}) {
  return (
    <div className="text-center py-5 border rounded">
      <Icon name="search" className="display-6 text-body-secondary" />
      {emptyRoster ? (
        <p className="mt-3 mb-2">
          &ldquo;Owned only&rdquo; shows the characters in your roster, and this browser has none yet.{' '}
          <Link href="/roster">Add characters to your roster</Link>
        </p>
      ) : (
        <p className="mt-3 mb-2">No {what} match these filters.</p>
      )}
      <Link href={resetHref}>Clear all filters</Link>
    </div>
  );
}
