import type { Freshness } from '@/lib/content';
import { formatDay } from '@/lib/format/date';
import { Icon } from '@/components/common/icon';

/** The stamp's sentence around its date, in the page's language (verifiedWords on the server). */
export interface VerifiedWords {
  before: string;
  after: string;
  day: string;
}

/**
 * Which game version an entry was last checked against, and when. Drawn on the server or in the
 * browser (a list entry's foot): a server parent passes the words in the page's language; without
 * them it writes English.
 */
export function VerifiedStamp({ verified, words }: { verified: Freshness; words?: VerifiedWords }) {
  return (
    <p className="small text-body-secondary mb-0">
      <Icon name="patch-check" className="me-1" />
      {words?.before ?? `Verified for v${verified.version} on `}
      <time dateTime={verified.date}>{words?.day ?? formatDay(verified.date)}</time>
      {words?.after}
    </p>
  );
}
