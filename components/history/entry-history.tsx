import { VerifiedStamp } from '@/components/character/verified-stamp';
import type { Freshness, HistoryEntry } from '@/lib/content';
import { HistoryList } from './history-list';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';

/** The foot of a list entry: its verified stamp and its history, folded away until opened. */
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
        <summary>{getT(useLocale(), 'history')('historyCount', { count: entries.length })}</summary>
        <div className="mt-2">
          <HistoryList entries={entries} />
        </div>
      </details>
    </div>
  );
}
