import Link from '@/components/common/page-link';
import { formatDay } from '@/lib/format/date';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import type { RecentEntry } from '@/lib/queries/home';

/** "Recently updated" list for the home page: each entry's kind and verified day in the page's language. */
export function RecentList({ entries }: { entries: readonly RecentEntry[] }) {
  const locale = useLocale();
  const t = getT(locale, 'home');
  return (
    <ul className="list-group">
      {entries.map((e) => (
        <li key={e.href} className="list-group-item d-flex justify-content-between gap-2">
          <span>
            <Link href={e.href}>{e.name}</Link>{' '}
            <span className="small text-body-secondary">· {t('recentKind', { kind: e.kind })}</span>
          </span>
          <span className="small text-body-secondary text-nowrap">
            v{e.version} · <time dateTime={e.date}>{formatDay(e.date, locale)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
