import type { CollectionName, DocOf, HistoryMeta } from '@/lib/content';
import type { TranslationChanges } from '@/lib/functions/translations';
import type { Filter, Projection, Sort } from '@/lib/store';

export type { Filter, Projection, Sort, TranslationChanges };

/** A document as read back: the schema's fields plus what the store guarantees. */
export type Stored<T> = T & { _id: string; createdAt?: string; updatedAt?: string };

/** A list query; every part optional (the backend applies its default limit). */
export interface FindQuery {
  filter?: Filter;
  projection?: Projection;
  sort?: Sort;
  limit?: number;
  skip?: number;
}

/** The top-level field a (possibly dotted) projection path selects. */
type Head<P> = P extends `${infer H}.${string}` ? H : P;
type Included<P> = { [K in keyof P]: P[K] extends 1 | true ? K : never }[keyof P] & string;
type Excluded<P> = { [K in keyof P]: P[K] extends 0 | false ? K : never }[keyof P] & string;

/**
 * A document's type after a projection, as the store applies it: an inclusion keeps the named
 * fields (a dotted path keeps its top-level field, typed whole) and `_id` unless it is excluded;
 * an exclusion drops the named top-level fields.
 */
export type Projected<T, P> = P extends Projection
  ? [Included<P>] extends [never]
    ? Omit<T, Excluded<P>>
    : Pick<T, Extract<Head<Included<P>> | (P extends { _id: 0 | false } ? never : '_id'), keyof T>>
  : T;

/** What each protocol action answers, its documents of type `D`. */
export interface Replies<D> {
  find: { documents: D[] };
  findOne: { document: D | null };
  insertOne: { insertedId: string };
  updateOne: { matchedCount: number; modifiedCount: number };
}

/** A write's credential and what its history record should say (content collections only). */
export interface WriteOptions {
  token?: string;
  history?: HistoryMeta;
}

/**
 * The four calls of the data helper, typed by collection and by the query's projection, and the
 * import's write of the translations.
 */
export interface DataClient {
  find<C extends CollectionName, const Q extends FindQuery = FindQuery>(
    collection: C,
    query?: Q,
    opts?: { token?: string },
  ): Promise<Projected<Stored<DocOf<C>>, Q['projection']>[]>;
  findOne<C extends CollectionName, const P extends Projection | undefined = undefined>(
    collection: C,
    filter: Filter,
    opts?: { projection?: P; token?: string },
  ): Promise<Projected<Stored<DocOf<C>>, P> | null>;
  insertOne<C extends CollectionName>(
    collection: C,
    document: Omit<DocOf<C>, 'createdAt' | 'updatedAt'>,
    opts?: WriteOptions,
  ): Promise<{ insertedId: string }>;
  updateOne<C extends CollectionName>(
    collection: C,
    filter: { _id: string },
    set: Partial<DocOf<C>> & Record<string, unknown>,
    opts?: WriteOptions,
  ): Promise<{ matchedCount: number; modifiedCount: number }>;
  /**
   * Replaces the translations in `put` and removes those in `remove`, in one transaction. Only
   * in-process as the server itself (`system`): the protocol does not write translations.
   */
  writeTranslations(changes: TranslationChanges): Promise<{ written: number }>;
}
