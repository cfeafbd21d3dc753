import Link from '@/components/common/page-link';
import { Icon } from '@/components/common/icon';
import type { ListLabels } from './list-labels';

/**
 * Shown when the filters match nothing (a real empty result, not a failed load). An owned-only
 * filter over an empty roster (a shared link opened in a browser with no roster) says why.
 */
export function EmptyState({
  resetHref,
  labels,
  emptyRoster = false,
}: {
  resetHref: string;
  labels: Pick<ListLabels, 'noMatch' | 'emptyRoster' | 'addToRoster' | 'clearFilters'>;
  emptyRoster?: boolean;
}) {
  return (
    <div className="text-center py-5 border rounded">
      <Icon name="search" className="display-6 text-body-secondary" />
      {emptyRoster ? (
        <p className="mt-3 mb-2">
          {labels.emptyRoster} <Link href="/roster">{labels.addToRoster}</Link>
        </p>
      ) : (
        <p className="mt-3 mb-2">{labels.noMatch}</p>
      )}
      <Link href={resetHref}>{labels.clearFilters}</Link>
    </div>
  );
}
