'use client';

import { useEffect, type ReactNode } from 'react';
import { listStateQuery, ownedFilter, parseListState, visibleIds, type ListModel } from '@/lib/queries/list';
import { EmptyState } from './empty-state';
import type { ListLabels } from './list-labels';
import { ListFilters } from './list-filters';
import { ModeTabs } from './mode-tabs';
import { TierTable, type TierCharacter, type TierEntry, type TierWords } from './tier-table';
import { replaceQuery, UrlView } from '@/components/common/url-view';
import { useOwnedIds } from '@/components/player/owned-filter-context';

export interface TierlistMode {
  mode: string;
  /** The mode's description and "last updated" line, rendered on the server. */
  intro: ReactNode;
  /** Tiers, best first, with each placement (character id and reason) in each. */
  tiers: { tier: string; entries: TierEntry[] }[];
}

export interface TierlistViewProps {
  /** The character filters (class, role, rarity) with every character's facets; route is this mode's page. */
  model: ListModel;
  /** The mode this page shows. */
  mode: TierlistMode;
  /** Every mode, its name in the page's language and its page, in mode order. */
  modes: { mode: string; name: string; href: string }[];
  /** Every placed character's card fields, by id. */
  characters: Record<string, TierCharacter>;
  /** Effect id → name in the page's language, for the links in the reasons. */
  effectNames: Readonly<Record<string, string>>;
  /** The list's words in the page's language, from the server (listLabels). */
  labels: ListLabels;
  /** The table's words in the page's language, from the server. */
  words: TierWords;
}

/**
 * One mode's tier list, rendered on the server; each mode is a page of its own (/tierlist,
 * /tierlist/arena, …) and the browser applies the URL's filters (`?class=warden`), so each view
 * has its own shareable URL while every page stays one static document.
 */
export function TierlistView(props: TierlistViewProps) {
  return <UrlView>{(params, live) => <View {...props} params={params} interactive={live} />}</UrlView>;
}

function View({
  model,
  mode,
  modes,
  characters,
  effectNames,
  labels,
  words,
  params,
  interactive = false,
}: TierlistViewProps & { params: URLSearchParams; interactive?: boolean }) {
  const state = parseListState(model, params);
  const owned = useOwnedIds();
  // The search looks at a character's names only, not at the reasons beside them.
  const shown = new Set(
    visibleIds(model, state, (id) => searchText(characters[id]), { owned }).filter((id) => id in characters),
  );
  const waitingRoster = ownedFilter(model, state) && owned === undefined;
  useOldModeLink(modes, mode.mode, params);
  const query = listStateQuery(model, state);

  return (
    <>
      <ModeTabs
        modes={modes}
        label={words.gameMode}
        current={mode.mode}
        // The filters ride along to the other mode's page.
        href={(href) => `${href}${query ? `?${query}` : ''}`}
      />
      <ListFilters
        model={model}
        labels={labels.form}
        state={state}
        onChange={interactive ? (next) => replaceQuery(listStateQuery(model, next)) : undefined}
      />
      {mode.intro}
      {shown.size === 0 && !waitingRoster && (
        <EmptyState
          resetHref={model.route}
          labels={labels}
          emptyRoster={ownedFilter(model, state) && owned?.size === 0}
        />
      )}
      <TierTable
        tiers={mode.tiers}
        characters={characters}
        effectNames={effectNames}
        shown={shown}
        words={words}
      />
    </>
  );
}

function searchText(character: TierCharacter | undefined): string | undefined {
  return character && [character.name, ...(character.aliases ?? [])].join(' · ').toLowerCase();
}

/**
 * Older links name the mode in the query (`/tierlist?mode=arena`); such a link, shared or
 * bookmarked, goes on to the mode's own page with the rest of its query.
 */
function useOldModeLink(modes: TierlistViewProps['modes'], current: string, params: URLSearchParams) {
  const asked = params.get('mode');
  useEffect(() => {
    const target = modes.find((m) => m.mode === asked);
    if (!target || target.mode === current) return;
    const rest = new URLSearchParams(window.location.search);
    rest.delete('mode');
    const query = rest.toString();
    window.location.replace(`${target.href}${query ? `?${query}` : ''}${window.location.hash}`);
  }, [modes, current, asked]);
}
