import 'server-only';
import { revalidateTag } from 'next/cache';
import { workAsyncStorage, type WorkStore } from 'next/dist/server/app-render/work-async-storage.external';
import { executeRevalidates } from 'next/dist/server/revalidation-utils';
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

/** True inside a running Next.js server; scripts and jest have no Next cache to expire. */
function insideNext(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs';
}

/**
 * Expires the cached reads and pages of a write at once, so the first request after it renders
 * fresh data. `{ expire: 0 }` expires now; the 'max' profile would serve stale data once more.
 * Player collections are never cached, so their writes expire nothing.
 */
export async function expireWrite(collection: string, id: string): Promise<void> {
  if (!isContentCollection(collection)) return;
  const tags = writeTags(collection, id);
  // Only a write inside a request (the API, a server-side import through it) has Next's cache
  // to expire; the start-up import runs before anything was served, and scripts have no cache.
  const store = insideNext() ? workAsyncStorage.getStore() : undefined;
  if (store) {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    await applyNow(store);
  }
  // The proxy cache in front (if any) hears of the write too, whoever made it: a server or the import.
  await purgeEdge(tags);
}

/** Long enough for a render that began before a write to have stored what it read. */
const SETTLE_DELAY_MS = 1500;

/**
 * Next applies a route handler's revalidations after its response is sent, so a client that
 * reads right after its write could beat them to the cache. Applying them here, before the write
 * answers, makes "the write is done" mean "the pages are expired" (read-your-writes). A render
 * that began before the write (a stale page refreshed in the background) can still store the old
 * data after it, so the same tags are expired once more when such renders are done.
 */
async function applyNow(store: WorkStore): Promise<void> {
  const pending = store.pendingRevalidatedTags;
  if (!pending?.length) return;
  await executeRevalidates(store);
  store.pendingRevalidatedTags = [];
  const again = { pendingRevalidatedTags: pending, pendingRevalidates: {}, pendingRevalidateWrites: [] };
  setTimeout(async () => {
    await Promise.resolve(executeRevalidates(store, again)).catch(() => undefined);
  }, SETTLE_DELAY_MS).unref();
}
