import { verifiedWords } from '@/components/character/verified-words';
import { DetailSection } from '@/components/character/detail-section';
import { VerifiedStamp } from '@/components/character/verified-stamp';
import type { Freshness, HistoryEntry } from '@/lib/content';
import { entryLines } from '@/lib/format/change-words';
import { getT } from '@/lib/i18n/messages';
import { HistoryList } from './history-list';
import { changeWordsIn } from '@/lib/i18n/card-words';
import { historyWords } from '@/lib/i18n/card-words';
import { formatDay } from '@/lib/format/date';
import { useLocale } from '#i18n/use-locale';

/** A detail page's History section: the verified stamp and every recorded change of the document. */
export function HistorySection({ entries, verified }: { entries: HistoryEntry[]; verified: Freshness }) {
  const locale = useLocale();
  const t = getT(locale, 'history');
  const words = changeWordsIn(locale);
  return (
    <DetailSection id="history" title={t('historyTitle')} icon="clock-history">
      <div className="mb-2">
        <VerifiedStamp verified={verified} words={verifiedWords(locale)} />
      </div>
      <HistoryList
        entries={entries}
        labels={historyWords(locale).labels}
        days={entries.map((e) => formatDay(e.time, locale))}
        lines={entries.map((e) => entryLines(e.changes, words))}
      />
    </DetailSection>
  );
}
