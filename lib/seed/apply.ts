import type { ContentCollection, HistoryMeta } from '@/lib/content';
import type { DataClient } from '@/lib/data/types';
import { changeMeta, insertMeta, type Timeline, type Timelines } from './patches';
import type { SeedPlan } from './plan';
import type { JsonDoc } from './types';

/** The part of the data helper (`createDataClient`) that the import uses. */
export interface SeedClient extends Pick<DataClient, 'writeTranslations'> {
  find(
    collection: ContentCollection | 'translations',
    query?: {
      filter?: Record<string, unknown>;
      projection?: Record<string, 0 | 1>;
      sort?: Record<string, 1 | -1>;
      limit?: number;
      skip?: number;
    },
  ): Promise<unknown[]>;
  insertOne(
    collection: ContentCollection,
    document: JsonDoc,
    opts?: { history?: HistoryMeta },
  ): Promise<{ insertedId: string }>;
  updateOne(
    collection: ContentCollection,
    filter: { _id: string },
    set: Record<string, unknown>,
    opts?: { history?: HistoryMeta },
  ): Promise<{ matchedCount: number; modifiedCount: number }>;
}

/**
 * Referenced collections first, so that a store caught mid-import (or left by a failed write)
 * never has a document pointing at one that is not there yet.
 */
export const WRITE_ORDER: readonly ContentCollection[] = [
  'effects',
  'skills',
  'traits',
  'gears',
  'tarots',
  'engravings',
  'characters',
  'events',
  'enemies',
  'tierlists',
  'modes',
  'teams',
];

/** Counts reported as each collection is written. */
export interface CollectionProgress {
  collection: ContentCollection;
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
}

/** A write failed partway; what was written before it stays, and running the import again finishes the job. */
export class SeedWriteError extends Error {
  constructor(
    readonly collection: ContentCollection,
    readonly _id: string,
    readonly written: number,
    cause: unknown,
  ) {
    super(
      `writing ${collection}/${_id} failed: ${cause instanceof Error ? cause.message : String(cause)}. ` +
        `${written} document(s) were written before the failure; fix the cause and run the import again ` +
        '(it compares with the store, so it picks up where this run stopped).',
      { cause },
    );
    this.name = 'SeedWriteError';
  }
}

/**
 * Inserts the added documents and `$set`s the changed fields, a collection at a time, each
 * write recorded in the store's history as the import's. An added document with patches
 * (`timelines`) is inserted as it was before the oldest one, and each patch is then replayed as
 * an update with its version, day and reason, ending at the content file.
 * `skipExisting`: an insert that meets a document with the same _id (another server seeding
 * the same empty store at the same moment) is skipped instead of failing.
 */
export async function apply(
  client: SeedClient,
  plan: SeedPlan,
  onProgress: (progress: CollectionProgress) => void = () => {},
  {
    skipExisting = false,
    timelines = new Map(),
    resume = new Map(),
  }: {
    skipExisting?: boolean;
    timelines?: Timelines;
    /** `collection/_id` → the replay step to continue from (a first-start import cut short). */
    resume?: Map<string, number>;
  } = {},
): Promise<{ written: number }> {
  let written = 0;
  for (const collection of WRITE_ORDER) {
    const { added, changed, unchanged, removed } = plan.collections[collection];
    let current = '';
    try {
      for (const { doc } of added) {
        current = doc._id;
        const timeline = timelines.get(`${collection}/${doc._id}`) ?? [{ doc, meta: insertMeta(doc) }];
        try {
          await client.insertOne(collection, timeline[0]!.doc, { history: timeline[0]!.meta });
          written++;
        } catch (error) {
          if (!(skipExisting && (error as { code?: unknown } | null)?.code === 'conflict')) throw error;
          continue;
        }
        await replay(client, collection, timeline, 1);
      }
      for (const { doc, set, stored } of changed) {
        current = doc._id;
        const from = resume.get(`${collection}/${doc._id}`);
        if (from !== undefined) {
          await replay(client, collection, timelines.get(`${collection}/${doc._id}`) ?? [], from);
          written++;
          continue;
        }
        const { matchedCount } = await client.updateOne(collection, { _id: doc._id }, set, {
          history: changeMeta(doc, stored, timelines.get(`${collection}/${doc._id}`)),
        });
        if (matchedCount !== 1) throw new Error('the document is no longer in the store');
        written++;
      }
    } catch (error) {
      throw new SeedWriteError(collection, current, written, error);
    }
    onProgress({
      collection,
      added: added.length,
      changed: changed.length,
      unchanged: unchanged.length,
      removed: removed.length,
    });
  }
  return { written };
}

/** Writes a document's replayed patches from step `from` on, each with its own history entry. */
async function replay(client: SeedClient, collection: ContentCollection, timeline: Timeline, from: number) {
  for (let i = Math.max(from, 1); i < timeline.length; i++) {
    const step = timeline[i]!;
    const set = topLevelChanges(timeline[i - 1]!.doc, step.doc);
    await client.updateOne(collection, { _id: step.doc._id }, set, { history: step.meta });
  }
}

/** The top-level fields of `after` that differ from `before`: the `$set` of one replayed patch. */
function topLevelChanges(before: JsonDoc, after: JsonDoc): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(after).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k])),
  );
}
