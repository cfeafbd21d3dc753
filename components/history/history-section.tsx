import { DetailSection } from '@/components/character/detail-section';
import { VerifiedStamp } from '@/components/character/verified-stamp';
import type { Freshness, HistoryEntry } from '@/lib/content';
import { HistoryList } from './history-list';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';

/** A detail page's History section: the verified stamp and every recorded change of the document. */
export function HistorySection({ entries, verified }: { entries: HistoryEntry[]; verified: Freshness }) {
  return (
    <DetailSection id="history" title={getT(useLocale(), 'history')('historyTitle')} icon="clock-history">
      <div className="mb-2">
        <VerifiedStamp verified={verified} />
      </div>
      <HistoryList entries={entries} />
    </DetailSection>
  );
}
