import type { GameEvent, Progress } from '@/lib/content';

/** The part of a progress document the visitor edits. */
export type ProgressState = Pick<Progress, 'tasks' | 'purchases'>;
export type ShopItem = GameEvent['shop'][number];

export const emptyProgress: ProgressState = { tasks: [], purchases: {} };

/** Ticks a task off, or un-ticks it when it was done. */
export function toggleTask(state: ProgressState, taskId: string): ProgressState {
  const tasks = state.tasks.includes(taskId)
    ? state.tasks.filter((t) => t !== taskId)
    : [...state.tasks, taskId];
  return { ...state, tasks };
}

/** Records how many of a shop item were bought, kept between 0 and the item's limit. */
export function setPurchase(state: ProgressState, item: ShopItem, count: number): ProgressState {
  const bought = Math.min(item.limit, Math.max(0, Math.trunc(Number.isFinite(count) ? count : 0)));
  const purchases = { ...state.purchases };
  if (bought === 0) delete purchases[item.id];
  else purchases[item.id] = bought;
  return { ...state, purchases };
}

/** Total spent per currency for the purchases made, in shop order. */
export function spentByCurrency(shop: ShopItem[], purchases: ProgressState['purchases']): [string, number][] {
  const totals = new Map<string, number>();
  for (const item of shop) {
    const bought = purchases[item.id] ?? 0;
    if (bought > 0) totals.set(item.currency, (totals.get(item.currency) ?? 0) + bought * item.cost);
  }
  return [...totals];
}
