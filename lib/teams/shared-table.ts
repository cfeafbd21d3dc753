/**
 * A table that holds each value once, for data sent to the browser: `place(key, make)` gives the
 * row of `key`, adding `make()` the first time the key is seen. The teams data's sources and a
 * synergy breakdown's sources are both sent this way, each row once however often it is named.
 */
export function sharedTable<T>() {
  const rows: T[] = [];
  const index = new Map<string, number>();
  return {
    rows,
    place(key: string, make: () => T): number {
      let at = index.get(key);
      if (at === undefined) {
        at = rows.push(make()) - 1;
        index.set(key, at);
      }
      return at;
    },
  };
}
