import 'server-only';
import { revalidateTag } from 'next/cache';
import { isContentCollection } from '@/lib/content';
import { purgeEdge } from '@/lib/edge/purge';

/** The tag of every read of several documents of a collection: lists, options, cross-references. */
export function collectionTag(collection: string): string {
  return `col:${collection}`;
}

/** The tag of every read of one document by its _id. */
export function documentTag(collection: string, id: string): string {
  return `doc:${collection}:${id}`;
}

/** Exactly what a write to one document makes stale: the lists of its collection and the document. */
export function writeTags(collection: string, id: string): string[] {
  return [collectionTag(collection), documentTag(collection, id)];
}

/**
 * Collections whose reads are cached: the content, and its translations (written by the import).
 * Player collections are never cached; history and summaries are read under the tags of the
 * content they describe, so the content write that changes them expires them.
 */
function isCached(collection: string): boolean {
  return isContentCollection(collection) || collection === 'translations';
}

/**
 * How long a render that began before a write may still take to store what it read: a visitor's,
 * or a stale page's refresh, on this server or on another one sharing the cache.
 */
export const SETTLE_DELAY_MS = 1500;

/**
 * Expires what a write made through the protocol route makes stale: Next's cached reads and
 * pages, and the proxy cache in front. Player collections are never cached, so their writes
 * expire nothing.
 *
 * Read-your-writes: Next applies a route handler's `revalidateTag` calls once the handler has
 * returned, through the request's `waitUntil`, and server.mjs ends a protocol write's reply only
 * when that is done. The expiry waits SETTLE_DELAY_MS first: a render that began before the write
 * could otherwise store the old data after the expiry, to be served as fresh. So when the write
 * answers, Next's caches hold none of its old data. `{ expire: 0 }` expires at once; the 'max'
 * profile would serve the old data once more. The proxy is purged before Next's expiry is applied,
 * so purgeEdge purges once more later, for a page fetched in between.
 */
export async function expireWrite(collection: string, id: string): Promise<void> {
  if (!isCached(collection)) return;
  const tags = writeTags(collection, id);
  // Tests call the route's handler without Next around it: no cache to expire, no render to wait for.
  if (insideNext()) {
    await new Promise((settled) => setTimeout(settled, SETTLE_DELAY_MS));
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  }
  await purgeEdge(tags);
}

/** True inside a running Next.js server; jest has no Next cache to expire. */
function insideNext(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs';
}

/**
 * Tells the proxy cache in front (if any) of a write made outside any request: the start-up
 * import and scripts. They have no Next cache to expire; a running server hears of its own writes.
 */
export async function purgeWrite(collection: string, id: string): Promise<void> {
  await purgeWrites(collection, [id]);
}

/** How many documents' tags one purge request names (a header holds them all). */
const PURGE_BATCH = 100;

/** purgeWrite for many documents of one collection written together, a batch of tags per request. */
export async function purgeWrites(collection: string, ids: readonly string[]): Promise<void> {
  if (!isCached(collection)) return;
  for (let i = 0; i < ids.length; i += PURGE_BATCH)
    await purgeEdge([
      collectionTag(collection),
      ...ids.slice(i, i + PURGE_BATCH).map((id) => documentTag(collection, id)),
    ]);
}
