import Link from 'next/link';

export interface RecentEntry {
  href: string;
  name: string;
  kind: string;
  /** ISO date or date-time. */
  date: string;
}

/** "Recently updated" list for the home page. */
export function RecentList({ entries }: { entries: readonly RecentEntry[] }) {
  return (
    <ul className="list-group">
      {entries.map((e) => (
        <li key={e.href} className="list-group-item d-flex justify-content-between gap-2">
          <span>
            <Link href={e.href}>{e.name}</Link> <span className="small text-body-secondary">· {e.kind}</span>
          </span>
          <time className="small text-body-secondary text-nowrap" dateTime={e.date}>
            {e.date.slice(0, 10)}
          </time>
        </li>
      ))}
    </ul>
  );
}
