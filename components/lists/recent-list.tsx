import Link from '@/components/common/page-link';
import type { RecentEntry } from '@/lib/queries/home';

/** "Recently updated" list for the home page. */
export function RecentList({ entries }: { entries: readonly RecentEntry[] }) {
  return (
    <ul className="list-group">
      {entries.map((e) => (
        <li key={e.href} className="list-group-item d-flex justify-content-between gap-2">
          <span>
            <Link href={e.href}>{e.name}</Link> <span className="small text-body-secondary">· {e.kind}</span>
          </span>
          <span className="small text-body-secondary text-nowrap">
            v{e.version} · <time dateTime={e.date}>{e.date}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
