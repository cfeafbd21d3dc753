import Link from '@/components/common/page-link';
import { Icon } from '@/components/common/icon';

/** Shown when the filters match nothing (a real empty result, not a failed load). */
export function EmptyState({ resetHref, what }: { resetHref: string; what: string }) {
  return (
    <div className="text-center py-5 border rounded">
      <Icon name="search" className="display-6 text-body-secondary" />
      <p className="mt-3 mb-2">No {what} match these filters.</p>
      <Link href={resetHref}>Clear all filters</Link>
    </div>
  );
}
