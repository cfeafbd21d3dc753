import 'server-only';
import { randomUUID } from 'node:crypto';
import { revalidateTag, unstable_cache } from 'next/cache';

/** The cache tag of every read from a collection. */
export function collectionTag(collection: string): string {
  return `col:${collection}`;
}

/** True inside a running Next.js server; scripts and jest have no data cache. */
function insideNext(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs';
}

/**
 * Next persists its data cache in .next/cache, and writes made while the server is stopped (a
 * seed run) cannot revalidate it. Keying every entry by this process's boot id means a restarted
 * server never serves an entry cached before the restart.
 */
const bootId = randomUUID();

/** Runs `read` through Next's data cache under the collection's tag; outside Next, runs it directly. */
export function cachedRead<T>(collection: string, key: string, read: () => Promise<T>): Promise<T> {
  if (!insideNext()) return read();
  return unstable_cache(read, ['data', bootId, collection, key], { tags: [collectionTag(collection)] })();
}

/**
 * Expires a collection's cached reads now, so the next request renders fresh data.
 * `{ expire: 0 }` expires at once; the 'max' profile would serve stale data once more.
 */
export function revalidateCollection(collection: string): void {
  if (!insideNext()) return;
  try {
    revalidateTag(collectionTag(collection), { expire: 0 });
  } catch (error) {
    // Outside a request (the start-up seed) there is nothing cached yet under this boot id.
    console.warn(`[data] could not revalidate ${collectionTag(collection)}:`, (error as Error).message);
  }
}
