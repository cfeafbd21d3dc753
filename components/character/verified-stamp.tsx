import type { Character } from '@/lib/content';
import { formatDay } from './format';

/** Which game version an entry was last checked against, and when. */
export function VerifiedStamp({ verified }: { verified: Character['verified'] }) {
  return (
    <p className="small text-body-secondary mb-0">
      <i className="bi bi-patch-check me-1" aria-hidden="true" />
      Verified for v{verified.version} on <time dateTime={verified.date}>{formatDay(verified.date)}</time>
    </p>
  );
}
