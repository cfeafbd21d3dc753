'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  isCanonical,
  listStateQuery,
  ownedFilter,
  pageCount,
  pageHref,
  pageIds,
  pageOf,
  parseListState,
  visibleIds,
  type ListModel,
  type ListName,
  type ListState,
} from '@/lib/queries/list';
import { CardWordsProvider } from './card-words';
import { EmptyState } from './empty-state';
import { ListFilters } from './list-filters';
import { ResultCount } from './result-count';
import type { ListLabels } from './list-labels';
import { pluralText } from '@/lib/i18n/plural';
import { useWholeList } from './whole-list';
import { replaceQuery, UrlView } from '@/components/common/url-view';
import { useOwnedIds } from '@/components/player/owned-filter-context';

export interface FilterableListProps {
  /** A paged list's name: a filter fetches its whole data (a list of one page has it all). */
  name?: ListName;
  model: ListModel;
  /** Which page of the canonical list the server rendered (1-based). */
  page: number;
  /** That page's cards, rendered on the server, by id. */
  cards: Record<string, ReactNode>;
  /** Bootstrap row-cols classes of the grid. */
  columns: string;
  /** Links to the other pages (rendered on the server), shown while the list is not filtered. */
  pager?: ReactNode;
  /** The list's words in the page's language, from the server (listLabels). */
  labels: ListLabels;
  /**
   * Its cards' words in the page's language (the list data's `context.words`), given once to the
   * entries drawn in the browser (CardWordsProvider) rather than in every entry's props.
   */
  words?: unknown;
}

/**
 * One page of a list, as the server rendered it (and a visitor without JavaScript, or a crawler
 * following the page links, reads it), filtered and ordered in the browser from the URL. A filter,
 * a search or another order spans the whole list: the list's data arrives as one cached JSON
 * document (useWholeList) and every card is drawn here. The page itself stays one static,
 * cacheable document however many query strings point at it.
 */
export function FilterableList({ words, ...props }: FilterableListProps) {
  return (
    <CardWordsProvider words={words}>
      <UrlView>
        {(params, live) => (
          <ListView {...props} state={parseListState(props.model, params)} interactive={live} />
        )}
      </UrlView>
    </CardWordsProvider>
  );
}

function ListView({
  name,
  model: pageModel,
  page,
  cards: pageCards,
  columns,
  pager,
  labels,
  state,
  interactive = false,
}: FilterableListProps & { state: ListState; interactive?: boolean }) {
  const owned = useOwnedIds();
  const now = useMinute();
  const paged = pageCount(pageModel) > 1;
  const canonical = isCanonical(pageModel, state);
  const whole = useWholeList(name, interactive && paged && !canonical);
  useDeepLink(pageModel, page);

  // The whole list once it has arrived (its model too: it may be newer than this page's).
  const spanning = !canonical && whole.data !== undefined;
  const model = spanning ? whole.data!.model : pageModel;
  const cards = spanning ? whole.data!.cards : pageCards;
  const ids = spanning ? model.ids : pageIds(pageModel, page);

  const items = useRef(new Map<string, HTMLLIElement>());
  // Search matches the text each card shows, read from the page rather than sent twice.
  const [texts, setTexts] = useState<Map<string, string>>();
  useEffect(() => {
    if (!interactive) return;
    setTexts(new Map([...items.current].map(([id, node]) => [id, (node.textContent ?? '').toLowerCase()])));
  }, [interactive, cards]);

  const present = new Set(ids);
  const shown = visibleIds(model, state, (id) => texts?.get(id), {
    now,
    owned,
  }).filter((id) => present.has(id));
  const visible = new Set(shown);
  const hidden = ids.filter((id) => !visible.has(id));
  const ownedOnly = ownedFilter(model, state);
  const waitingRoster = ownedOnly && owned === undefined;
  const waiting = (!canonical && paged && !spanning) || waitingRoster;
  return (
    <>
      <ListFilters
        model={model}
        labels={labels.form}
        state={state}
        onChange={interactive ? (next) => replaceQuery(listStateQuery(model, next)) : undefined}
      />
      {whole.error && !canonical ? (
        <p className="alert alert-warning" role="alert">
          {labels.wholeListFailed}
        </p>
      ) : null}
      <ResultCount
        count={canonical ? model.ids.length : shown.length}
        noun={labels.count}
        status={
          waitingRoster
            ? labels.loadingRoster
            : waiting && !whole.error
              ? labels.loadingAll.replace('{items}', pluralText(labels.count, model.ids.length))
              : undefined
        }
      />
      {shown.length === 0 && !waiting && (
        <EmptyState resetHref={model.route} labels={labels} emptyRoster={ownedOnly && owned?.size === 0} />
      )}
      <ul
        className={`list-unstyled row g-3 lf-list ${columns}`}
        aria-label={model.noun}
        aria-busy={waiting}
        hidden={shown.length === 0}
      >
        {[...shown, ...hidden].map((id) => (
          <li
            key={id}
            className="col"
            hidden={!visible.has(id)}
            ref={(node) => {
              if (node) items.current.set(id, node);
              else items.current.delete(id);
            }}
          >
            {cards[id]}
          </li>
        ))}
      </ul>
      {canonical && pager}
    </>
  );
}

const everyMinute = (onChange: () => void) => {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
};
const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000;

/**
 * The browser's clock, to the minute, for filters by time window (event dates end on the
 * minute); undefined on the server and while hydrating, so the prerendered page holds no moment
 * that a cached copy would keep (such a filter narrows nothing until the page is live).
 */
function useMinute(): number | undefined {
  return useSyncExternalStore(everyMinute, thisMinute, () => undefined);
}

/**
 * A link to `/<list>#<id>` (search results, effect links in any text, older bookmarks) lands on
 * the first page; when the item is on another, load that page instead, keeping the anchor, so the
 * browser scrolls to it as it would on any page (and Back skips the page that named no item).
 */
function useDeepLink(model: ListModel, page: number): void {
  useEffect(() => {
    const follow = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id || document.getElementById(id)) return;
      const target = pageOf(model, id);
      if (target !== undefined && target !== page) {
        window.location.replace(
          `${pageHref(model.route, target)}${window.location.search}#${encodeURIComponent(id)}`,
        );
      }
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [model, page]);
}
