import Link from '@/components/common/page-link';
import { Icon } from '@/components/common/icon';
import { interactionWords } from '@/lib/i18n/card-words';
import { longEnough, MIN_QUERY_LENGTH, type SearchResults } from '@/lib/search/types';
import { SearchAnswer } from './search-answer';
import { SearchHitLabel } from './search-hit';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { searchWords } from './search-words';

/**
 * The results of /search: a relation question's answer first, then every match grouped by kind,
 * each a link to the entity's page or anchor.
 */
export function SearchResultList({ results }: { results: SearchResults }) {
  const { query, groups, count, answer } = results;
  const locale = useLocale();
  const t = getT(locale, 'searchPage');
  const words = searchWords(locale);
  if (!longEnough(query)) {
    return <p className="text-body-secondary">{t('tooShort', { min: MIN_QUERY_LENGTH })}</p>;
  }
  if (count === 0 && !answer) {
    return (
      <div className="text-center py-5 border rounded">
        <Icon name="search" className="display-6 text-body-secondary" />
        <p className="mt-3 mb-0">{t('noMatch', { query })}</p>
      </div>
    );
  }
  return (
    <>
      <p className="text-body-secondary small" data-testid="result-count">
        {t('resultCount', { count, query })}
      </p>
      {answer && (
        <SearchAnswer
          answer={answer}
          question={words.questions[answer.relation]}
          sourceKinds={words.sourceKinds}
          words={interactionWords(locale)}
        />
      )}
      {groups.map((group) => (
        <section key={group.kind} className="mb-4" aria-labelledby={`results-${group.kind}`}>
          <h2 id={`results-${group.kind}`} className="h5">
            {words.kinds?.[group.kind] ?? group.label}
          </h2>
          <ul className="list-group">
            {group.hits.map((hit) => (
              <li key={hit.id} className="list-group-item">
                <Link href={hit.href} className="stretched-link text-reset text-decoration-none">
                  <SearchHitLabel hit={hit} alsoKnownAs={words.alsoKnownAs} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
