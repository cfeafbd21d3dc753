import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { changeWordsIn, dayIn } from './words';
import type { HistoryEntry } from '@/lib/content';
import { entryLines } from '@/lib/format/change-words';

/** A document's changes, newest first: version, day, who, why, and each field before → after. */
export function HistoryList({ entries }: { entries: readonly HistoryEntry[] }) {
  const locale = useLocale();
  const t = getT(locale, 'history');
  if (entries.length === 0) return <p className="text-body-secondary small mb-0">{t('noRecorded')}</p>;
  return (
    <ol className="list-unstyled mb-0 lf-history">
      {entries.map((e) => (
        <li key={e._id} className="mb-2">
          <span className="badge text-bg-secondary me-2">v{e.version}</span>
          <time dateTime={e.time}>{dayIn(locale, e.time)}</time>
          <span className="text-body-secondary">
            {' '}
            · {e.who.kind === 'import' ? t('contentImport') : t('editor')}
          </span>
          {e.op === 'insert' ? (
            <span>{t('addedToWiki')}</span>
          ) : (
            <ul className="small mb-0 mt-1">
              {entryLines(e.changes, changeWordsIn(locale)).map((c) => (
                <li key={c.keys.join('.')}>
                  <span className="fw-semibold">{c.label}</span>: {c.before} → {c.after}
                </li>
              ))}
            </ul>
          )}
          {e.note && <p className="small fst-italic mb-0">{e.note}</p>}
        </li>
      ))}
    </ol>
  );
}
