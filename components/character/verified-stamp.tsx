import type { Freshness } from '@/lib/content';
import { formatDay } from '@/lib/format/date';
import { Icon } from '@/components/common/icon';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';

/** Which game version an entry was last checked against, and when. */
export function VerifiedStamp({ verified }: { verified: Freshness }) {
  const locale = useLocale();
  // The sentence in the page's language, split where the date goes so the date stays a <time>.
  const [before, after = ''] = getT(locale, 'detail')('verified', {
    version: verified.version,
    date: '\u0000',
  }).split('\u0000');
  return (
    <p className="small text-body-secondary mb-0">
      <Icon name="patch-check" className="me-1" />
      {before}
      <time dateTime={verified.date}>{formatDay(verified.date, locale)}</time>
      {after}
    </p>
  );
}
