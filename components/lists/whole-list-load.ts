import type { ReactNode } from 'react';
import { localeHref, localeOfPath } from '@/lib/i18n/locales';
import { listDataHref, type ListData, type ListModel, type ListName } from '@/lib/queries/list';

export interface WholeList {
  model: ListModel;
  /** Every item's card, by id. */
  cards: Record<string, ReactNode>;
}

type Card = (item: never, context: never) => ReactNode;

/**
 * Each list's card, loaded only when a visitor first filters a paged list: the cards of a page
 * come rendered from the server. A kind declared `paged` without a card here fails the typecheck. This module itself loads then too, so no list's first load
 * carries any list's card code.
 */
export const cardModules: Record<ListName, () => Promise<Card>> = {
  chars: () => import('./character-list-card').then((m) => m.characterListCard),
  gears: () => import('./gear-card').then((m) => m.gearListCard),
  skills: () => import('./skill-card').then((m) => m.skillListCard),
  traits: () => import('./trait-card').then((m) => m.traitListCard),
  effects: () => import('./effect-card').then((m) => m.effectListCard),
  tarots: () => import('./tarot-card').then((m) => m.tarotListCard),
  engravings: () => import('./engraving-card').then((m) => m.engravingListCard),
  enemies: () => import('./enemy-card').then((m) => m.enemyListCard),
};

/**
 * Fetches a list's whole data (one cached JSON document) and draws every card. The document is
 * cached by the server and the proxy, which a write expires; its `stale-while-revalidate` would
 * also let the browser answer from its own copy, kept from before the write, while it asks again
 * in the background. `no-cache` makes the browser ask every time: the server answers from its
 * cache, fresh after a write.
 */
export async function loadWholeList(name: ListName): Promise<WholeList> {
  const [card, response] = await Promise.all([
    cardModules[name](),
    fetch(localeHref(listDataHref(name), localeOfPath(window.location.pathname)), { cache: 'no-cache' }),
  ]);
  if (!response.ok) throw new Error(`${listDataHref(name)} answered ${response.status}`);
  const { model, items, context } = (await response.json()) as ListData;
  const draw = card as (item: unknown, context: unknown) => ReactNode;
  return { model, cards: Object.fromEntries(items.map((item) => [item._id, draw(item, context)])) };
}
