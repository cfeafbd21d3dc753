import Link from '@/components/common/page-link';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import type { SearchAnswer as Answer } from '@/lib/search/types';
import { AnswerEntryLabel } from './answer-entry';
import type { DetailWords } from '@/lib/content/interaction-detail';

/** The answer to a relation question on /search: the effect's list for that relation, entries linked. */
export function SearchAnswer({
  answer,
  question,
  sourceKinds,
  words,
}: {
  answer: Answer;
  question: string;
  sourceKinds?: Readonly<Record<string, string>>;
  words: DetailWords;
}) {
  const t = getT(useLocale(), 'searchPage');
  const heading = question.replace('{effect}', () => answer.effectName);
  return (
    <section className="mb-4" aria-labelledby="results-answer" data-testid="search-answer">
      <h2 id="results-answer" className="h5">
        {heading}
      </h2>
      {answer.entries.length === 0 ? (
        <p className="text-body-secondary">
          {t('answerEmptyBefore')}
          <Link href={answer.effectHref}>{answer.effectName}</Link>
          {t('answerEmptyAfter')}
        </p>
      ) : (
        <ul className="list-group">
          {answer.entries.map((entry, i) => (
            <li key={`${entry.source.href}:${entry.source.part ?? ''}:${i}`} className="list-group-item">
              <Link href={entry.source.href} className="stretched-link text-reset text-decoration-none">
                <AnswerEntryLabel entry={entry} sourceKinds={sourceKinds} words={words} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
