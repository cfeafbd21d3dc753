import { formatDay } from '@/lib/format/date';
import type { HistoryEntry } from '@/lib/content';
import { entryLines } from '@/lib/format/change-words';
import type { HistoryWords } from '@/lib/i18n/words';

/**
 * A document's changes, newest first: version, day, who, why, and each field before → after; its
 * own words in the page's language when given (the fields' names and the notes stay as recorded).
 */
export function HistoryList({
  entries,
  words,
}: {
  entries: readonly HistoryEntry[];
  words?: Omit<HistoryWords, 'history' | 'verified'>;
}) {
  if (entries.length === 0)
    return <p className="text-body-secondary small mb-0">{words?.noChanges ?? 'No recorded changes yet.'}</p>;
  const byImport = words?.byImport ?? 'content import';
  const byEditor = words?.byEditor ?? 'editor';
  return (
    <ol className="list-unstyled mb-0 lf-history">
      {entries.map((e) => (
        <li key={e._id} className="mb-2">
          <span className="badge text-bg-secondary me-2">v{e.version}</span>
          <time dateTime={e.time}>{formatDay(e.time, words?.locale)}</time>
          <span className="text-body-secondary">{` · ${e.who.kind === 'import' ? byImport : byEditor}`}</span>
          {e.op === 'insert' ? (
            <span>{` · ${words?.added ?? 'added to the wiki'}`}</span>
          ) : (
            <ul className="small mb-0 mt-1">
              {entryLines(e.changes).map((c) => (
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
