import 'server-only';
import type { ContentCollection } from '@/lib/content';
import type { Projection } from '@/lib/data';
import { currentLocale } from '@/lib/i18n/current';
import * as stored from './read-stored';
import { inLocaleOf } from './translations';

export { findAll, findByIds, readIds, type ListQuery, type ListResult } from './read-stored';

/**
 * The content reads a page makes, in the page's language (issue 37). Each is the cached English
 * read of ./read-stored, with the locale's translations (lib/queries/translations.ts) laid over
 * it, so every page and list reads its language without knowing it. They read the locale from the
 * route (lib/i18n/current.ts), so they are called from pages and their data functions, never from
 * inside a 'use cache' function: those read ./read-stored and take the locale as an argument.
 */

async function inPageLocale<T>(collection: ContentCollection, docs: T[]): Promise<T[]> {
  return inLocaleOf(await currentLocale(), collection, docs);
}

/** Every document of a collection matching a query, in the page's language. */
export async function readAll<C extends ContentCollection, const Q extends stored.ListQuery>(
  collection: C,
  query: Q,
): Promise<stored.ListResult<C, Q>> {
  return inPageLocale(collection, await stored.readAll(collection, query));
}

/** A bounded list read (see read-stored), in the page's language. */
export async function readPage<C extends ContentCollection, const Q extends stored.ListQuery>(
  collection: C,
  query: Q,
  limit: number,
) {
  return inPageLocale(collection, await stored.readPage(collection, query, limit));
}

/** One document by _id, or null, in the page's language. */
export async function readOne<
  C extends ContentCollection,
  const P extends Projection | undefined = undefined,
>(collection: C, id: string, projection?: P) {
  const doc = await stored.readOne(collection, id, projection);
  return doc && (await inPageLocale(collection, [doc]))[0]!;
}

/** Documents by _id in the order given (unknown ids skipped), in the page's language. */
export async function readByIds<
  C extends ContentCollection,
  const P extends Projection | undefined = undefined,
>(collection: C, ids: readonly string[], projection?: P) {
  return inPageLocale(collection, await stored.readByIds(collection, ids, projection));
}
