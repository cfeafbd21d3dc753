import 'server-only';
import type { CollectionName, ContentCollection, DocOf } from '@/lib/content';
import {
  collectionTag,
  documentTag,
  find,
  findOne,
  type Filter,
  type Projected,
  type Projection,
  type Sort,
  type Stored,
} from '@/lib/data';
import { cacheScope } from './cache';

/** The backend's largest page; a list is read page by page until a short page says it is whole. */
const PAGE = 1000;

/** A list read: everything matching, never a silently truncated first page. */
export interface ListQuery {
  filter?: Filter;
  projection?: Projection;
  sort?: Sort;
}

/** The documents a list query returns, typed by its projection. */
export type ListResult<C extends CollectionName, Q extends ListQuery> = Projected<
  Stored<DocOf<C>>,
  Q['projection']
>[];

/**
 * Every document of a collection matching a query, uncached: the building block of the cached
 * reads below, and of a page read that keeps all it reads in one entry (getCharacterPage).
 */
export async function findAll<C extends CollectionName, const Q extends ListQuery>(
  collection: C,
  query: Q,
): Promise<ListResult<C, Q>> {
  const docs: ListResult<C, Q> = [];
  for (;;) {
    const page: ListResult<C, Q> = await find(collection, { ...query, limit: PAGE, skip: docs.length });
    docs.push(...page);
    if (page.length < PAGE) return docs;
  }
}

/** Every document of a collection matching a query, cached under the collection's tag. */
export async function readAll<C extends ContentCollection, const Q extends ListQuery>(
  collection: C,
  query: Q,
): Promise<ListResult<C, Q>> {
  'use cache';
  cacheScope([collectionTag(collection)]);
  return findAll(collection, query);
}

/** Every id of a collection as route params: the detail pages prerendered at build. */
export async function readIds(collection: ContentCollection): Promise<{ id: string }[]> {
  const docs = await readAll(collection, { projection: { _id: 1 }, sort: { _id: 1 } });
  return docs.map((d) => ({ id: d._id }));
}

/** A bounded list read (the newest few, say): one page of `limit`, cached under the collection's tag. */
export async function readPage<C extends ContentCollection, const Q extends ListQuery>(
  collection: C,
  query: Q,
  limit: number,
) {
  'use cache';
  cacheScope([collectionTag(collection)]);
  return find(collection, { ...query, limit });
}

/** One document by _id, or null, cached under the document's own tag. */
export async function readOne<
  C extends ContentCollection,
  const P extends Projection | undefined = undefined,
>(collection: C, id: string, projection?: P) {
  'use cache';
  cacheScope([documentTag(collection, id)]);
  return findOne(collection, { _id: id }, { projection });
}

/** Documents by _id in the order given (unknown ids skipped), through `read` (cached or not). */
async function byIds<C extends ContentCollection, P extends Projection | undefined>(
  read: typeof readAll,
  collection: C,
  ids: readonly string[],
  projection?: P,
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const docs = await read(collection, { filter: { _id: { $in: unique } }, projection });
  const byId = new Map(docs.map((d) => [d._id as string, d]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Documents by _id in the order given (unknown ids skipped); a cached list read of the collection. */
export function readByIds<C extends ContentCollection, const P extends Projection | undefined = undefined>(
  collection: C,
  ids: readonly string[],
  projection?: P,
) {
  return byIds(readAll, collection, ids, projection);
}

/** Documents by _id in the order given (unknown ids skipped), uncached (see findAll). */
export function findByIds<C extends ContentCollection, const P extends Projection | undefined = undefined>(
  collection: C,
  ids: readonly string[],
  projection?: P,
) {
  return byIds(findAll, collection, ids, projection);
}
