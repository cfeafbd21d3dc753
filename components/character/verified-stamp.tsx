import type { Freshness } from '@/lib/content';
import { formatDay } from '@/lib/format/date';
import { fillNodes } from '@/lib/i18n/fill';
import type { HistoryWords } from '@/lib/i18n/words';
import { Icon } from '@/components/common/icon';

/**
 * Which game version an entry was last checked against, and when; in the page's language with
 * its words (lib/i18n/card-words.ts), in English without them.
 */
export function VerifiedStamp({
  verified,
  words,
}: {
  verified: Freshness;
  words?: Pick<HistoryWords, 'verified' | 'locale'>;
}) {
  const date = <time dateTime={verified.date}>{formatDay(verified.date, words?.locale)}</time>;
  return (
    <p className="small text-body-secondary mb-0">
      <Icon name="patch-check" className="me-1" />
      {words ? (
        fillNodes(words.verified, { version: verified.version, date })
      ) : (
        <>
          Verified for v{verified.version} on {date}
        </>
      )}
    </p>
  );
}
