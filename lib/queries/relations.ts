/** Minimal link target for an entity. */
export interface EntityRef {
  _id: string;
  name: string;
}

/** Index: each id that `ids(item)` names → the items naming it (e.g. skill id → characters with it). */
export function indexBy<T extends EntityRef>(
  items: readonly T[],
  ids: (item: T) => readonly string[],
): Map<string, EntityRef[]> {
  const index = new Map<string, EntityRef[]>();
  for (const item of items) {
    for (const id of new Set(ids(item))) {
      const list = index.get(id) ?? [];
      list.push({ _id: item._id, name: item.name });
      index.set(id, list);
    }
  }
  return index;
}

/** id → name, for RichText effect links. */
export function nameMap(items: readonly EntityRef[]): Record<string, string> {
  return Object.fromEntries(items.map((i) => [i._id, i.name]));
}
