import type { Freshness } from '@/lib/content';
import { formatDay } from '@/lib/format/date';
import { fill } from '@/lib/i18n/fill';
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
  // The sentence around the date, which stays a <time>.
  const [before = '', after = ''] = (words?.verified ?? 'Verified for v{version} on {date}').split('{date}');
  const version = { version: verified.version };
  return (
    <p className="small text-body-secondary mb-0">
      <Icon name="patch-check" className="me-1" />
      {fill(before, version)}
      <time dateTime={verified.date}>{formatDay(verified.date, words?.locale)}</time>
      {fill(after, version)}
    </p>
  );
}
