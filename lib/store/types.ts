import type { Filter } from './filter';
import type { Projection } from './projection';
import type { Sort } from './sort';

/** A stored document: any JSON object with a string `_id`. */
export type StoredDoc = Record<string, unknown> & { _id: string };

/** A validated list query. */
export interface FindQuery {
  filter: Filter;
  projection?: Projection;
  sort?: Sort;
  limit: number;
  skip: number;
}
