import { DetailSection } from '@/components/character/detail-section';
import { VerifiedStamp } from '@/components/character/verified-stamp';
import type { ContentCollection, Freshness } from '@/lib/content';
import { getEntityHistory } from '@/lib/queries/history';
import { HistoryList } from './history-list';

/** A detail page's History section: the verified stamp and every recorded change of the document. */
export async function HistorySection({
  collection,
  id,
  verified,
}: {
  collection: ContentCollection;
  id: string;
  verified: Freshness;
}) {
  const entries = await getEntityHistory(collection, id);
  return (
    <DetailSection id="history" title="History" icon="clock-history">
      <div className="mb-2">
        <VerifiedStamp verified={verified} />
      </div>
      <HistoryList entries={entries} />
    </DetailSection>
  );
}
