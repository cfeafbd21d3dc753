import Link from '@/components/common/page-link';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { collectionIn } from './words';
import { changeWordsIn } from '@/lib/i18n/card-words';
import { formatDay } from '@/lib/format/date';
import type { ChangelogVersion } from '@/lib/queries/changelog-pages';
import { entityHref } from '@/lib/kinds/registry';
import { entryLinesWithMoves } from '@/lib/format/change-words';
import { characterName, entryName, type HistoryNames } from '@/lib/format/history-names';

/** The changelog: per game version, what changed (field by field, with the reason) and what was added. */
export function Changelog({ versions, names }: { versions: ChangelogVersion[]; names: HistoryNames }) {
  const locale = useLocale();
  const t = getT(locale, 'history');
  if (versions.length === 0) return <p className="text-body-secondary">{t('noChanges')}</p>;
  return versions.map(({ version, entries, continued }) => {
    const changed = entries.filter((e) => e.op === 'update');
    const added = entries.filter((e) => e.op === 'insert');
    return (
      <section key={version} id={`v${version}`} aria-labelledby={`v${version}-heading`} className="mb-5">
        <h2 id={`v${version}-heading`} className="h4">
          {t('version', { version })}
          {continued && <span className="text-body-secondary">{t('continued')}</span>}
        </h2>
        {changed.length > 0 && (
          <ul className="list-unstyled">
            {changed.map((e) => (
              <li key={e._id} className="mb-3">
                <Link href={entityHref(e.collection, e.id)} className="fw-semibold">
                  {entryName(names, e)}
                </Link>{' '}
                <span className="text-body-secondary small">
                  ({collectionIn(locale, e.collection)}) ·{' '}
                  <time dateTime={e.time}>{formatDay(e.time, locale)}</time>
                </span>
                {e.note && (
                  <p className="mb-1" lang="en">
                    {e.note}
                  </p>
                )}
                <ul className="small mb-0">
                  {entryLinesWithMoves(e.changes, characterName(names), changeWordsIn(locale)).map((c) => (
                    <li key={c.keys.join('.')}>{c.text}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {added.length > 0 && (
          <details>
            <summary>{t('added', { count: added.length })}</summary>
            <p className="small mt-2">
              {added.map((e, i) => (
                <span key={e._id}>
                  {i > 0 && ', '}
                  <Link href={entityHref(e.collection, e.id)}>{entryName(names, e)}</Link>
                </span>
              ))}
            </p>
          </details>
        )}
      </section>
    );
  });
}
