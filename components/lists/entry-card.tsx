import type { ReactNode } from 'react';
import { EntryHistory } from '@/components/history/entry-history';
import type { Freshness } from '@/lib/content';
import type { EntryContext } from '@/lib/queries/list';
import type { HistoryWords } from '@/lib/i18n/words';

/** What a list card is given besides its entry. */
export interface CardProps {
  /** Effect names by id, for the links in its text. */
  effectNames: Readonly<Record<string, string>>;
  /** Shown at the foot of the card (its verified stamp and history). */
  footer?: ReactNode;
}

/**
 * A list entry's card, anchored by its id (so `/list#id` lands on it): its name as the heading
 * with a badge beside it (`aside`, aligned to the top), the body, and the footer (its verified
 * stamp and history). `header` replaces the heading row where a card lays it out otherwise.
 */
export function EntryCard({
  id,
  title,
  aside,
  header,
  footer,
  children,
}: {
  id: string;
  title: ReactNode;
  aside?: ReactNode;
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article id={id} className="card h-100 lf-anchor">
      <div className="card-body">
        {header ??
          (aside === undefined ? (
            <h2 className="h5 card-title">{title}</h2>
          ) : (
            <div className="d-flex justify-content-between gap-2">
              <h2 className="h5 card-title mb-1">{title}</h2>
              {aside}
            </div>
          ))}
        {children}
        {footer}
      </div>
    </article>
  );
}

/**
 * A list's card function (what the list page and the browser's filters draw each entry with), from
 * a drawing of the entry's card given its footer: the entry's verified stamp and history, in the
 * words of the list's context.
 */
export function withHistory<
  T extends { _id: string; verified: Freshness },
  C extends EntryContext & { words: { history: HistoryWords } },
>(draw: (item: T, context: C, footer: ReactNode) => ReactNode): (item: T, context: C) => ReactNode {
  return function drawCard(item, context) {
    return draw(
      item,
      context,
      <EntryHistory
        verified={item.verified}
        entries={context.history[item._id]}
        words={context.words.history}
      />,
    );
  };
}
