import { VerifiedStamp } from '@/components/character/verified-stamp';
import type { Freshness, HistoryEntry } from '@/lib/content';
import { formatDay } from '@/lib/format/date';
import { changeWordsOf, entryLines } from '@/lib/format/change-words';
import { fill } from '@/lib/i18n/fill';
import type { HistoryWords } from '@/lib/i18n/words';
import { HistoryList } from './history-list';

/**
 * The foot of a list entry: its verified stamp and its history, folded away until opened. Drawn in
 * the browser with the entry: its words come made on the server with the list's data
 * (lib/i18n/card-words.ts), English without them.
 */
export function EntryHistory({
  verified,
  entries = [],
  words,
}: {
  verified: Freshness;
  entries?: readonly HistoryEntry[];
  words?: HistoryWords;
}) {
  const changes = words?.changes && changeWordsOf(words.changes);
  return (
    <div className="mt-2 border-top pt-2">
      <VerifiedStamp verified={verified} words={words} />
      <details className="small mt-1">
        <summary>
          {words ? fill(words.history, { count: entries.length }) : `History (${entries.length})`}
        </summary>
        <div className="mt-2">
          <HistoryList
            entries={entries}
            labels={words?.labels}
            days={words && entries.map((e) => formatDay(e.time, words.locale))}
            lines={changes && entries.map((e) => entryLines(e.changes, changes))}
          />
        </div>
      </details>
    </div>
  );
}
