import { formatDay } from '@/lib/format/date';
import type { HistoryEntry } from '@/lib/content';
import { entryLines, type ChangeLine } from '@/lib/format/change-words';
import type { HistoryLabels } from '@/lib/i18n/words';

export type { HistoryLabels };

const english: HistoryLabels = {
  noRecorded: 'No recorded changes yet.',
  contentImport: 'content import',
  editor: 'editor',
  addedToWiki: ' · added to the wiki',
};

/**
 * A document's changes, newest first: version, day, who, why, and each field before → after.
 * Drawn on the server or in the browser (a list entry's history): a server parent passes the
 * words, days and change lines in the page's language (HistorySection); without them it writes
 * English, as a list entry drawn in the browser does.
 */
export function HistoryList({
  entries,
  labels = english,
  days,
  lines,
}: {
  entries: readonly HistoryEntry[];
  labels?: HistoryLabels;
  /** Each entry's day as the page's language writes it. */
  days?: readonly string[];
  /** Each entry's change lines in the page's language. */
  lines?: readonly ChangeLine[][];
}) {
  if (entries.length === 0) return <p className="text-body-secondary small mb-0">{labels.noRecorded}</p>;
  return (
    <ol className="list-unstyled mb-0 lf-history">
      {entries.map((e, i) => (
        <li key={e._id} className="mb-2">
          <span className="badge text-bg-secondary me-2">v{e.version}</span>
          <time dateTime={e.time}>{days?.[i] ?? formatDay(e.time)}</time>
          <span className="text-body-secondary">
            {' '}
            · {e.who.kind === 'import' ? labels.contentImport : labels.editor}
          </span>
          {e.op === 'insert' ? (
            <span>{labels.addedToWiki}</span>
          ) : (
            <ul className="small mb-0 mt-1">
              {(lines?.[i] ?? entryLines(e.changes)).map((c) => (
                <li key={c.keys.join('.')}>
                  <span className="fw-semibold">{c.label}</span>: {c.before} → {c.after}
                </li>
              ))}
            </ul>
          )}
          {/* Notes are kept as the maintainer wrote them, in English. */}
          {e.note && (
            <p className="small fst-italic mb-0" lang="en">
              {e.note}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
