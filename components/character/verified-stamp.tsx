import type { Freshness } from '@/lib/content';
import { formatDay } from '@/lib/format/date';
import { Icon } from '@/components/common/icon';

/** Which game version an entry was last checked against, and when. */
export function VerifiedStamp({ verified }: { verified: Freshness }) {
  return (
    <p className="small text-body-secondary mb-0">
      <Icon name="patch-check" className="me-1" />
      Verified for v{verified.version} on <time dateTime={verified.date}>{formatDay(verified.date)}</time>
    </p>
  );
}
