'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  listStateQuery,
  parseListState,
  visibleIds,
  type ListModel,
  type ListState,
} from '@/lib/queries/list';
import { EmptyState } from './empty-state';
import { ListFilters } from './list-filters';
import { ResultCount } from './result-count';
import { replaceQuery, UrlView } from '@/components/common/url-view';
import { useOwnedFilter } from '@/components/player/owned-filter';

export interface FilterableListProps {
  model: ListModel;
  /** Each item's card, rendered on the server, by id. */
  cards: Record<string, ReactNode>;
  /** Bootstrap row-cols classes of the grid. */
  columns: string;
}

/**
 * A list the server rendered whole, filtered and ordered in the browser from the URL, so every
 * filtered view is shareable while the page itself stays one static, cacheable document. The
 * server's HTML (and a visitor without JavaScript) gets the canonical list.
 */
export function FilterableList(props: FilterableListProps) {
  return (
    <UrlView>
      {(params, live) => (
        <ListView {...props} state={parseListState(props.model, params)} interactive={live} />
      )}
    </UrlView>
  );
}

function ListView({
  model,
  cards,
  columns,
  state,
  interactive = false,
}: FilterableListProps & { state: ListState; interactive?: boolean }) {
  const items = useRef(new Map<string, HTMLLIElement>());
  // Search matches the text each card shows, read once from the page rather than sent twice.
  const [texts, setTexts] = useState<Map<string, string>>();
  useEffect(() => {
    if (!interactive) return;
    setTexts(new Map([...items.current].map(([id, node]) => [id, (node.textContent ?? '').toLowerCase()])));
  }, [interactive]);

  const owned = useOwnedFilter();
  const shown = visibleIds(model, state, (id) => texts?.get(id)).filter(owned.shows);
  const visible = new Set(shown);
  const hidden = model.items.map((i) => i.id).filter((id) => !visible.has(id));
  return (
    <>
      <ListFilters
        model={model}
        state={state}
        onChange={interactive ? (next) => replaceQuery(listStateQuery(model, next)) : undefined}
      />
      {owned.control}
      <ResultCount count={shown.length} noun={model.noun} />
      {shown.length === 0 && <EmptyState resetHref={model.route} what={model.noun[1]} />}
      <ul
        className={`list-unstyled row g-3 lf-list ${columns}`}
        aria-label={model.noun[1]}
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
    </>
  );
}
