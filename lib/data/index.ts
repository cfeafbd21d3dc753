import 'server-only';
import { getEnv } from '@/lib/config/env';
import { createDataClient } from './client';
import type { DataClient } from './types';

export { createDataClient } from './client';
export { collectionTag, documentTag, expireWrite } from './cache';
export { DataError } from '@/lib/errors';
export type { DataClient, FindQuery, Filter, Projected, Projection, Sort, Stored } from './types';

/** The data helper from the environment: over HTTP to FUNCTIONS_URL, or the backend in-process. */
const client = (): DataClient => createDataClient({ url: getEnv().FUNCTIONS_URL });

/** Documents of a collection matching a query, typed by the query's projection. Uncached: pages read through lib/queries. */
export const find: DataClient['find'] = (collection, query, opts) => client().find(collection, query, opts);

/** The first document matching a filter, or null. */
export const findOne: DataClient['findOne'] = (collection, filter, opts) =>
  client().findOne(collection, filter, opts);

/** Inserts a document (createdAt added); caches hear of the write as createDataClient says. */
export const insertOne: DataClient['insertOne'] = (collection, document, opts) =>
  client().insertOne(collection, document, opts);

/** Applies `$set` (updatedAt added) to the document with this _id; caches hear of it as createDataClient says. */
export const updateOne: DataClient['updateOne'] = (collection, filter, set, opts) =>
  client().updateOne(collection, filter, set, opts);
