'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { listDataHref, type ListData, type ListModel, type ListName } from '@/lib/queries/list';

type Card = (item: never, context: never) => ReactNode;

/**
 * Each list's card, loaded only when a visitor first filters a paged list: the cards of a page
 * come rendered from the server, so no list's first load carries its card code.
 */
const cardModules: Record<ListName, () => Promise<Card>> = {
  chars: () => import('./character-card').then((m) => m.characterListCard),
  gears: () => import('./gear-card').then((m) => m.gearListCard),
  skills: () => import('./skill-card').then((m) => m.skillListCard),
  traits: () => import('./trait-card').then((m) => m.traitListCard),
  effects: () => import('./effect-card').then((m) => m.effectListCard),
  tarots: () => import('./tarot-card').then((m) => m.tarotListCard),
  engravings: () => import('./engraving-card').then((m) => m.engravingListCard),
  enemies: () => import('./enemy-card').then((m) => m.enemyListCard),
};

export interface WholeList {
  model: ListModel;
  /** Every item's card, by id. */
  cards: Record<string, ReactNode>;
}

/** Loads of this page's lifetime, so going back to a filter does not fetch the list again. */
const loads = new Map<ListName, Promise<WholeList>>();

async function load(name: ListName): Promise<WholeList> {
  const [card, response] = await Promise.all([cardModules[name](), fetch(listDataHref(name))]);
  if (!response.ok) throw new Error(`${listDataHref(name)} answered ${response.status}`);
  const { model, items, context } = (await response.json()) as ListData;
  const draw = card as (item: unknown, context: unknown) => ReactNode;
  return { model, cards: Object.fromEntries(items.map((item) => [item._id, draw(item, context)])) };
}

/** The whole list, fetched (once) as soon as `wanted`; `error` when it could not be loaded. */
export function useWholeList(name: ListName, wanted: boolean): { data?: WholeList; error?: boolean } {
  const [state, setState] = useState<{ data?: WholeList; error?: boolean }>({});
  useEffect(() => {
    if (!wanted || state.data) return;
    let live = true;
    let pending = loads.get(name);
    if (!pending) {
      pending = load(name);
      loads.set(name, pending);
      // A failed load may be tried again by the next filter change.
      pending.catch(() => loads.delete(name));
    }
    pending.then(
      (data) => live && setState({ data }),
      () => live && setState({ error: true }),
    );
    return () => {
      live = false;
    };
  }, [name, wanted, state.data]);
  return state;
}
