'use client';

import { useEffect, type ReactNode } from 'react';
import { titleCase } from '@/components/common/game-style';
import {
  listStateQuery,
  parseListState,
  visibleIds,
  type ListModel,
  type ListState,
} from '@/lib/queries/list';
import { ListFilters } from './list-filters';
import { ModeTabs } from './mode-tabs';
import { TierTable, type TierCharacter } from './tier-table';
import { replaceQuery, UrlView } from '@/components/common/url-view';
import { useOwnedFilter } from '@/components/player/owned-filter';

export interface TierlistMode {
  mode: string;
  /** The mode's description and "last updated" line, rendered on the server. */
  intro: ReactNode;
  /** Tiers, best first, with the ids of the characters placed in each. */
  tiers: { tier: string; entries: string[] }[];
  /** Each placement's reason in this mode, by character id. */
  reasons: Record<string, ReactNode>;
}

export interface TierlistViewProps {
  /** The character filters (class, role, rarity) with every character's facets. */
  model: ListModel;
  modes: TierlistMode[];
  /** Every placed character, rendered once for all modes. */
  characters: Record<string, TierCharacter>;
}

/**
 * Every mode's tier list, rendered on the server; the browser shows the mode and filters the
 * URL asks for (`?mode=arena&class=warden`), so each view has its own shareable URL while the
 * page stays one static document.
 */
export function TierlistView(props: TierlistViewProps) {
  return <UrlView>{(params, live) => <View {...props} params={params} interactive={live} />}</UrlView>;
}

function View({
  model,
  modes,
  characters,
  params,
  interactive = false,
}: TierlistViewProps & { params: URLSearchParams; interactive?: boolean }) {
  const canonical = modes[0]!.mode;
  const current = modes.find((m) => m.mode === params.get('mode')) ?? modes[0]!;
  const state = parseListState(model, params);
  const owned = useOwnedFilter();
  const shown = new Set(visibleIds(model, state, () => undefined).filter(owned.shows));

  // The mode rides along with the shared list state in the query.
  const query = (mode: string, next: ListState = state) => {
    const params = new URLSearchParams(listStateQuery(model, next));
    if (mode !== canonical) params.set('mode', mode);
    return params.toString();
  };
  const show = (mode: string, next: ListState) => replaceQuery(query(mode, next));
  const named = modes.some((m) => m.mode === params.get('mode'));
  useModeTitle(interactive ? (named ? `${titleCase(current.mode)} tier list` : 'Tier list') : undefined);

  return (
    <>
      <ModeTabs
        modes={modes.map((m) => m.mode)}
        current={current.mode}
        href={(m) => `${model.route}?${query(m)}`.replace(/\?$/, '')}
        onSelect={interactive ? (m) => show(m, state) : undefined}
      />
      <ListFilters
        model={model}
        state={state}
        search={false}
        onChange={interactive ? (next) => show(current.mode, next) : undefined}
      >
        {current.mode !== canonical && <input type="hidden" name="mode" value={current.mode} />}
      </ListFilters>
      {owned.control}
      {current.intro}
      <TierTable
        tiers={current.tiers}
        characters={characters}
        reasons={current.reasons}
        shows={(id) => shown.has(id)}
      />
    </>
  );
}

/**
 * Each mode's URL gets its own title in the browser. The server's HTML is the canonical page
 * (/tierlist, "Tier list"), which every ?mode= URL names as canonical: the page is one static
 * document, so the mode (and its title) is applied on the client.
 */
function useModeTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const separator = document.title.indexOf(' | ');
    document.title = `${title}${separator >= 0 ? document.title.slice(separator) : ''}`;
  }, [title]);
}
