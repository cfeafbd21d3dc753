import type { ContentCollection } from '@/lib/content';
import type { SeedPlan } from './plan';
import type { JsonDoc } from './types';

/** The part of the data helper (`createDataClient`) that the import uses. */
export interface SeedClient {
  find(
    collection: ContentCollection,
    query?: {
      filter?: Record<string, unknown>;
      projection?: Record<string, 0 | 1>;
      sort?: Record<string, 1 | -1>;
      limit?: number;
      skip?: number;
    },
  ): Promise<unknown[]>;
  insertOne(collection: ContentCollection, document: JsonDoc): Promise<{ insertedId: string }>;
  updateOne(
    collection: ContentCollection,
    filter: { _id: string },
    set: Record<string, unknown>,
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
 * Inserts the added documents and `$set`s the changed fields, a collection at a time.
 * `skipExisting`: an insert that meets a document with the same _id (another server seeding
 * the same empty store at the same moment) is skipped instead of failing.
 */
export async function apply(
  client: SeedClient,
  plan: SeedPlan,
  onProgress: (progress: CollectionProgress) => void = () => {},
  { skipExisting = false }: { skipExisting?: boolean } = {},
): Promise<{ written: number }> {
  let written = 0;
  for (const collection of WRITE_ORDER) {
    const { added, changed, unchanged, removed } = plan.collections[collection];
    let current = '';
    try {
      for (const { doc } of added) {
        current = doc._id;
        try {
          await client.insertOne(collection, doc);
          written++;
        } catch (error) {
          if (!(skipExisting && (error as { code?: unknown } | null)?.code === 'conflict')) throw error;
        }
      }
      for (const { doc, set } of changed) {
        current = doc._id;
        const { matchedCount } = await client.updateOne(collection, { _id: doc._id }, set);
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
