import 'server-only';
import type { CollectionName, DocOf } from '@/lib/content';
import { writeTranslations } from '@/lib/functions';
import { DataError } from '@/lib/errors';
import { purgeWrite, purgeWrites } from './cache';
import type { DataClient, Filter, FindQuery, Projected, Projection, Replies, Stored } from './types';
import { send, type Target } from './transport';

/**
 * One protocol call, its reply typed for documents of type `D`. The one place a reply is taken on
 * trust: the backend answers in the protocol's shapes, and its documents passed the collection's
 * schema when written.
 */
async function call<A extends keyof Replies<unknown>, D = never>(
  action: A,
  body: Record<string, unknown>,
  target: Target,
): Promise<Replies<D>[A]> {
  return (await send(action, body, target)) as Replies<D>[A];
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
    async find<C extends CollectionName, const Q extends FindQuery = FindQuery>(
      collection: C,
      query?: Q,
      opts: { token?: string } = {},
    ) {
      type Doc = Projected<Stored<DocOf<C>>, Q['projection']>;
      const { documents } = await call<'find', Doc>('find', { collection, ...query }, to(opts.token));
      return documents;
    },
    async findOne<C extends CollectionName, const P extends Projection | undefined = undefined>(
      collection: C,
      filter: Filter,
      opts: { projection?: P; token?: string } = {},
    ) {
      const body = { collection, filter, ...(opts.projection ? { projection: opts.projection } : {}) };
      const { document } = await call<'findOne', Projected<Stored<DocOf<C>>, P>>(
        'findOne',
        body,
        to(opts.token),
      );
      return document;
    },
    async insertOne(collection, document, opts = {}) {
      const body = {
        collection,
        document: { ...document, createdAt: new Date().toISOString() },
        ...(opts.history ? { history: opts.history } : {}),
      };
      const result = await call('insertOne', body, to(opts.token));
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
      const result = await call('updateOne', body, to(opts.token));
      if (result.modifiedCount > 0) await expire(collection, filter._id);
      return result;
    },
    async writeTranslations(changes) {
      if (target.url || !target.system)
        throw new DataError(
          'forbidden',
          'translations are written only by an import that opens the store as the server (npm run db:seed without --url, or a first start)',
        );
      const ids = await writeTranslations(changes, { system: true });
      await purgeWrites('translations', ids);
      return { written: ids.length };
    },
  };
}
