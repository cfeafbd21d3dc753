import type { CollectionName, DocOf } from '@/lib/content';
import type { Filter, Projection, Sort } from '@/lib/store';

export type { Filter, Projection, Sort };

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

/** The four calls of the data helper, typed by collection. */
export interface DataClient {
  find<C extends CollectionName>(
    collection: C,
    query?: FindQuery,
    opts?: { token?: string },
  ): Promise<Stored<DocOf<C>>[]>;
  findOne<C extends CollectionName>(
    collection: C,
    filter: Filter,
    opts?: { projection?: Projection; token?: string },
  ): Promise<Stored<DocOf<C>> | null>;
  insertOne<C extends CollectionName>(
    collection: C,
    document: Omit<DocOf<C>, 'createdAt' | 'updatedAt'>,
    opts?: { token?: string },
  ): Promise<{ insertedId: string }>;
  updateOne<C extends CollectionName>(
    collection: C,
    filter: { _id: string },
    set: Partial<DocOf<C>> & Record<string, unknown>,
    opts?: { token?: string },
  ): Promise<{ matchedCount: number; modifiedCount: number }>;
}
