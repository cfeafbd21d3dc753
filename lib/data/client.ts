import 'server-only';
import { purgeWrite } from './cache';
import type { DataClient, FindQuery } from './types';
import { send, type Target } from './transport';

interface FindReply {
  documents: never[];
}
interface FindOneReply {
  document: never;
}
interface UpdateReply {
  matchedCount: number;
  modifiedCount: number;
}

/**
 * The four data calls, for pages (through lib/queries), scripts, tests and the seed. `url` set:
 * over HTTP to that functions base URL, whose server expires what its writes touch; otherwise
 * the backend runs in this process, outside any request (the start-up import, scripts), and its
 * writes only purge the proxy cache: writes that pages must show go through the protocol route.
 */
export function createDataClient(target: Target = {}): DataClient {
  const to = (token: string | undefined): Target => ({ ...target, token: token ?? target.token });
  const expire = (collection: string, id: string) =>
    target.url ? Promise.resolve() : purgeWrite(collection, id);
  return {
    async find(collection, query = {} as never, opts = {}) {
      const { documents } = (await send(
        'find',
        { collection, ...(query as FindQuery) },
        to(opts.token),
      )) as FindReply;
      return documents;
    },
    async findOne(collection, filter, opts = {}) {
      const body = { collection, filter, ...(opts.projection ? { projection: opts.projection } : {}) };
      const { document } = (await send('findOne', body, to(opts.token))) as FindOneReply;
      return document;
    },
    async insertOne(collection, document, opts = {}) {
      const body = {
        collection,
        document: { ...document, createdAt: new Date().toISOString() },
        ...(opts.history ? { history: opts.history } : {}),
      };
      const result = (await send('insertOne', body, to(opts.token))) as { insertedId: string };
      await expire(collection, result.insertedId);
      return result;
    },
    async updateOne(collection, filter, set, opts = {}) {
      const body = {
        collection,
        filter,
        update: { $set: { ...set, updatedAt: new Date().toISOString() } },
        ...(opts.history ? { history: opts.history } : {}),
      };
      const result = (await send('updateOne', body, to(opts.token))) as UpdateReply;
      if (result.modifiedCount > 0) await expire(collection, filter._id);
      return result;
    },
  };
}
