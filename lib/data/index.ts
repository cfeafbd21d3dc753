import 'server-only';
import { cache } from 'react';
import { getEnv } from '@/lib/config/env';
import { isContentCollection } from '@/lib/content';
import { cachedRead, revalidateCollection } from './cache';
import { createDataClient } from './client';
import type { DataClient } from './types';

export { createDataClient } from './client';
export { DataError } from '@/lib/functions/errors';
export type { DataClient, FindQuery, Filter, Projection, Sort, Stored } from './types';

const client = (): DataClient => createDataClient({ url: getEnv().FUNCTIONS_URL });

// React cache() dedupes within one request; its key is the serialised call, since objects
// passed by pages are new on every call.
const findCached = cache((collection: string, queryJson: string, token: string | undefined) => {
  const run = () => client().find(collection as never, JSON.parse(queryJson), { token });
  // Only public content is shared between visitors; player data never enters the data cache.
  return token === undefined && isContentCollection(collection)
    ? cachedRead(collection, `find:${queryJson}`, run)
    : run();
});

const findOneCached = cache((collection: string, argsJson: string, token: string | undefined) => {
  const { filter, projection } = JSON.parse(argsJson);
  const run = () => client().findOne(collection as never, filter, { projection, token });
  return token === undefined && isContentCollection(collection)
    ? cachedRead(collection, `findOne:${argsJson}`, run)
    : run();
});

/** Documents of a collection matching a query (cached per collection tag for public content). */
export const find: DataClient['find'] = (collection, query = {}, opts = {}) =>
  findCached(collection, JSON.stringify(query), opts.token) as never;

/** The first document matching a filter, or null. */
export const findOne: DataClient['findOne'] = (collection, filter, opts = {}) =>
  findOneCached(collection, JSON.stringify({ filter, projection: opts.projection }), opts.token) as never;

/** Inserts a document (createdAt added) and expires the collection's cached reads. */
export const insertOne: DataClient['insertOne'] = async (collection, document, opts) => {
  const result = await client().insertOne(collection, document, opts);
  revalidateCollection(collection);
  return result;
};

/** Applies `$set` (updatedAt added) to the document with this _id and expires cached reads. */
export const updateOne: DataClient['updateOne'] = async (collection, filter, set, opts) => {
  const result = await client().updateOne(collection, filter, set, opts);
  revalidateCollection(collection);
  return result;
};
