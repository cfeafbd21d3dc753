'use client';

import Link from '@/components/common/page-link';
import type { EffectEdge } from '@/lib/content/effect-graph';
import type { SearchResults } from '@/lib/search/types';
import { AnswerEntryLabel } from './answer-entry';
import type { NavbarResultWords } from './navbar-search-labels';
import { SearchHitLabel } from './search-hit';
import styles from './navbar-search.module.css';

/** What an option of the list takes: its place in the walk of the arrow keys and its link. */
export type PickProps = (i: number, href: string) => Record<string, unknown> & { href: string };

/**
 * The navbar search's answer and hit groups: only the engine finds them, so this is loaded with
 * it, on the first focus (navbar-search.tsx), out of every page's first-load JS.
 */
export function NavbarResults({
  id,
  results,
  answerEntries,
  words,
  pick,
}: {
  id: string;
  results: SearchResults;
  /** The answer's entries the list shows (the first options). */
  answerEntries: EffectEdge[];
  /** The results' words in the page's language, which came with the index. */
  words: NavbarResultWords;
  pick: PickProps;
}) {
  const { answer } = results;
  // Where each group's options start in the flat list the arrow keys walk (after the answer's).
  const starts = [answerEntries.length];
  for (const group of results.groups) starts.push(starts.at(-1)! + group.hits.length);
  return (
    <>
      {answer && (
        <div role="group" aria-labelledby={`${id}-group-answer`}>
          <div id={`${id}-group-answer`} role="presentation" className={styles.groupLabel}>
            {words.questions[answer.relation].replace('{effect}', () => answer.effectName)}
          </div>
          {answerEntries.length === 0 && (
            <div role="presentation" className="small text-body-secondary px-3 py-1">
              {words.noAnswer}
            </div>
          )}
          {answerEntries.map((entry, i) => (
            <Link
              key={`${entry.source.href}:${entry.source.part ?? ''}:${i}`}
              {...pick(i, entry.source.href)}
            >
              <AnswerEntryLabel entry={entry} sourceKinds={words.sourceKinds} words={words.detail} />
            </Link>
          ))}
        </div>
      )}
      {results.groups.map((group, g) => (
        <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
          <div id={`${id}-group-${group.kind}`} role="presentation" className={styles.groupLabel}>
            {words.kinds?.[group.kind] ?? group.label}
          </div>
          {group.hits.map((hit, h) => (
            <Link key={hit.id} {...pick(starts[g]! + h, hit.href)}>
              <SearchHitLabel hit={hit} alsoKnownAs={words.alsoKnownAs} />
            </Link>
          ))}
        </div>
      ))}
    </>
  );
}
