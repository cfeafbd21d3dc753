import Link from '@/components/common/page-link';
import { relationQuestions } from '@/lib/search/answer';
import type { SearchAnswer as Answer } from '@/lib/search/types';
import { AnswerEntryLabel } from './answer-entry';

/** The answer to a relation question on /search: the effect's list for that relation, entries linked. */
export function SearchAnswer({ answer }: { answer: Answer }) {
  const heading = relationQuestions[answer.relation](answer.effectName);
  return (
    <section className="mb-4" aria-labelledby="results-answer" data-testid="search-answer">
      <h2 id="results-answer" className="h5">
        {heading}
      </h2>
      {answer.entries.length === 0 ? (
        <p className="text-body-secondary">
          Nothing in the codex yet. See <Link href={answer.effectHref}>{answer.effectName}</Link>.
        </p>
      ) : (
        <ul className="list-group">
          {answer.entries.map((entry, i) => (
            <li key={`${entry.source.href}:${entry.source.part ?? ''}:${i}`} className="list-group-item">
              <Link href={entry.source.href} className="stretched-link text-reset text-decoration-none">
                <AnswerEntryLabel entry={entry} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
