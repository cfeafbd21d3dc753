import { VerifiedStamp } from '@/components/character/verified-stamp';
import type { Freshness, HistoryEntry } from '@/lib/content';
import { HistoryList } from './history-list';

/**
 * The foot of a list entry: its verified stamp and its history, folded away until opened. Drawn in
 * the browser with the entry, so it takes no catalog: its words are English.
 */
export function EntryHistory({
  verified,
  entries = [],
}: {
  verified: Freshness;
  entries?: readonly HistoryEntry[];
}) {
  return (
    <div className="mt-2 border-top pt-2">
      <VerifiedStamp verified={verified} />
      <details className="small mt-1">
        <summary>History ({entries.length})</summary>
        <div className="mt-2">
          <HistoryList entries={entries} />
        </div>
      </details>
    </div>
  );
}
