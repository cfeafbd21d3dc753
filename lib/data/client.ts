import 'server-only';
import type { DataClient } from './types';
import { send, type Target } from './transport';

/**
 * The four data calls without Next's cache, for scripts, tests and the seed. `url` set: over
 * HTTP to that functions base URL; otherwise the backend runs in this process.
 */
export function createDataClient(target: Target = {}): DataClient {
  const to = (token: string | undefined): Target => ({ ...target, token: token ?? target.token });
  return {
    async find(collection, query = {}, opts = {}) {
      const { documents } = (await send('find', { collection, ...query }, to(opts.token))) as {
        documents: never[];
      };
      return documents;
    },
    async findOne(collection, filter, opts = {}) {
      const body = { collection, filter, ...(opts.projection ? { projection: opts.projection } : {}) };
      const { document } = (await send('findOne', body, to(opts.token))) as { document: never };
      return document;
    },
    async insertOne(collection, document, opts = {}) {
      const body = { collection, document: { ...document, createdAt: new Date().toISOString() } };
      return (await send('insertOne', body, to(opts.token))) as { insertedId: string };
    },
    async updateOne(collection, filter, set, opts = {}) {
      const body = { collection, filter, update: { $set: { ...set, updatedAt: new Date().toISOString() } } };
      return (await send('updateOne', body, to(opts.token))) as {
        matchedCount: number;
        modifiedCount: number;
      };
    },
  };
}
