import Link from '@/components/common/page-link';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { entityHref } from '@/lib/kinds/registry';
import type { LocaleCoverage } from '@/lib/queries/translation-coverage';

/** The fields of one language waiting for an update, each linking to the page that shows it. */
export function StaleList({ coverage }: { coverage: LocaleCoverage }) {
  const locale = useLocale();
  const t = getT(locale, 'translations');
  const kind = getT(locale, 'kinds');
  const more = coverage.total.stale - coverage.stale.length;
  if (coverage.total.stale === 0) return <p className="text-body-secondary small">{t('noneStale')}</p>;
  return (
    <>
      <h3 className="h6">{t('staleHeading')}</h3>
      <ul className="small">
        {coverage.stale.map(({ collection, id, name, field }) => (
          <li key={`${collection}/${id}/${field}`}>
            {kind(collection)}: <Link href={entityHref(collection, id)}>{name}</Link> <code>{field}</code>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="small text-body-secondary">{t('staleMore', { count: more })}</p>}
    </>
  );
}
