import Link from '@/components/common/page-link';
import type { EntityRef } from '@/lib/queries/relations';

export interface EntityLinksProps {
  label: string;
  items: readonly EntityRef[] | undefined;
  /** URL for one item, e.g. (id) => `/chars/${id}`. */
  href: (id: string) => string;
  empty?: string;
}

/** "Used by: A, B, C" — a labelled inline list of links. */
export function EntityLinks({ label, items, href, empty = 'none yet' }: EntityLinksProps) {
  return (
    <p className="small mb-0">
      <span className="text-body-secondary">{label}: </span>
      {items && items.length > 0 ? (
        items.map((item, i) => (
          <span key={item._id}>
            {i > 0 && ', '}
            <Link href={href(item._id)}>{item.name}</Link>
          </span>
        ))
      ) : (
        <span className="text-body-secondary">{empty}</span>
      )}
    </p>
  );
}
