import { getEnv } from '@/lib/config/env';
import { openPglite, openPostgres, type Driver, type Sql } from './drivers';
import { StoreUnavailableError } from './errors';
import { filterToSql, pinnedId, type Filter } from './filter';
import { equalityLookup, LookupBatcher } from './batch';
import { migrate } from './migrate';
import { keepsNamedFields, project, type Projection } from './projection';
import { sortReadsDocuments, sortToSql } from './sort';
import { Params } from './sql';
import type { FindQuery, StoredDoc } from './types';

export type { FindQuery, StoredDoc } from './types';
export type { Filter } from './filter';
export type { Projection } from './projection';
export type { Sort } from './sort';
export type { Sql } from './drivers';
export { DirLockedError } from './lock';
export { isConnectionError, QueryTimeoutError, QueryTooLargeError, StoreUnavailableError } from './errors';

/** Where the store lives: a PGlite directory, or a PostgreSQL URL (optionally one schema of it). */
export interface StoreOptions {
  dataDir?: string;
  databaseUrl?: string;
  schema?: string;
  statementTimeoutMs?: number;
  /** PostgreSQL only: connections in the pool, and how long a query waits for one. */
  poolSize?: number;
  acquireTimeoutMs?: number;
}

/** Documents in one JSONB table, queried with translated filters. */
export interface Store {
  readonly kind: Driver['kind'];
  find(collection: string, query: FindQuery): Promise<StoredDoc[]>;
  findOne(collection: string, filter: Filter, projection?: Projection): Promise<StoredDoc | null>;
  /** Inserts; rejects with the driver's unique-violation error (code 23505) on a duplicate _id. */
  insertOne(collection: string, doc: StoredDoc): Promise<void>;
  /** Replaces the first match with `change(current)` inside one transaction. */
  updateOne(
    collection: string,
    filter: Filter,
    change: (current: StoredDoc) => StoredDoc,
  ): Promise<{ matchedCount: number; modifiedCount: number }>;
  count(collection: string): Promise<number>;
  /** A named marker's value, e.g. the time the first-start import completed. */
  getMarker(name: string): Promise<string | undefined>;
  setMarker(name: string, value: string): Promise<void>;
  /** The raw connection, for migrations, benchmarks and tests. */
  readonly sql: Sql;
  /** Runs `fn` in one transaction on the raw connection, committing when it resolves. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function where(collection: string, filter: Filter, params: Params): string {
  const clauses = [`collection = ${params.add(collection)}`];
  const id = pinnedId(filter);
  if (id !== undefined) clauses.push(`id = ${params.add(id)}`);
  clauses.push(filterToSql(filter, params));
  return clauses.join(' AND ');
}

/**
 * The top-level fields a projection that names what it keeps reads (with _id), or undefined when
 * it needs whole documents: a list of cards then reads a few fields of each document.
 */
function projectedFields(projection: Projection | undefined): string[] | undefined {
  if (!projection || !keepsNamedFields(projection)) return undefined;
  const included = Object.keys(projection).filter((path) => path !== '_id' && Boolean(projection[path]));
  return [...new Set(['_id', ...included.map((path) => path.split('.')[0]!)])];
}

/** The SQL and parameters a list query runs (exported so the benchmark can time the raw SQL). */
export function findSql(
  collection: string,
  query: FindQuery,
  params = new Params(),
): { text: string; values: unknown[] } {
  const fields = projectedFields(query.projection);
  const conditions = where(collection, query.filter, params);
  const orderBy = sortToSql(query.sort, params);
  // Only those fields leave the database, absent ones staying absent (`->` gives SQL NULL for a
  // missing key and JSON null for a null value); `_id` is the id column. project() shapes them.
  const picked = fields?.map((field) => {
    if (field === '_id') return `('_id', to_jsonb(id))`;
    const key = params.add(field);
    return `(${key}::text, data -> ${key}::text)`;
  });
  const data = picked
    ? `COALESCE((SELECT jsonb_object_agg(k, v) FROM (VALUES ${picked.join(', ')}) AS picked(k, v) WHERE v IS NOT NULL), '{}'::jsonb) AS data`
    : 'data';
  // Each read of a stored document's field fetches the whole document again, and a sort's terms
  // or a projection read several: the matching rows are unpacked once instead (`|| '{}'` returns
  // the document itself, in memory), in a fenced subquery (OFFSET 0) so that the filter still
  // runs on the table and its indexes.
  const readsDocuments =
    (fields?.some((field) => field !== '_id') ?? false) || sortReadsDocuments(query.sort);
  const source = readsDocuments
    ? `(SELECT id, data || '{}'::jsonb AS data FROM documents WHERE ${conditions} OFFSET 0) AS documents`
    : `documents WHERE ${conditions}`;
  const text =
    `SELECT ${data} FROM ${source} ` +
    `ORDER BY ${orderBy} LIMIT ${params.add(query.limit)} OFFSET ${params.add(query.skip)}`;
  return { text, values: params.values };
}

/** Runs one list query on its own statement. */
async function findAlone(driver: Driver, collection: string, query: FindQuery): Promise<StoredDoc[]> {
  const { text, values } = findSql(collection, query);
  const rows = await driver.query<{ data: StoredDoc }>(text, values);
  return rows.map((row) => project(row.data, query.projection) as StoredDoc);
}

function storeOver(driver: Driver): Store {
  // Equality lookups made together (a page's reads in one Promise.all) share one statement.
  const lookups = new LookupBatcher(driver, findSql, findAlone);
  return {
    kind: driver.kind,
    sql: driver,
    transaction: (fn) => driver.transaction(fn),
    find(collection, query) {
      return equalityLookup(query.filter)
        ? lookups.find(collection, query)
        : findAlone(driver, collection, query);
    },
    async findOne(collection, filter, projection) {
      const [doc] = await this.find(collection, { filter, projection, limit: 1, skip: 0 });
      return doc ?? null;
    },
    async insertOne(collection, doc) {
      await driver.query('INSERT INTO documents (collection, id, data) VALUES ($1, $2, $3::jsonb)', [
        collection,
        doc._id,
        JSON.stringify(doc),
      ]);
    },
    async updateOne(collection, filter, change) {
      return driver.transaction(async (tx) => {
        const params = new Params();
        const [row] = await tx.query<{ id: string; data: StoredDoc }>(
          `SELECT id, data FROM documents WHERE ${where(collection, filter, params)} ORDER BY id LIMIT 1 FOR UPDATE`,
          params.values,
        );
        if (!row) return { matchedCount: 0, modifiedCount: 0 };
        const next = change(row.data);
        if (JSON.stringify(next) === JSON.stringify(row.data)) return { matchedCount: 1, modifiedCount: 0 };
        await tx.query('UPDATE documents SET data = $3::jsonb WHERE collection = $1 AND id = $2', [
          collection,
          row.id,
          JSON.stringify(next),
        ]);
        return { matchedCount: 1, modifiedCount: 1 };
      });
    },
    async count(collection) {
      const [row] = await driver.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM documents WHERE collection = $1',
        [collection],
      );
      return row?.n ?? 0;
    },
    async getMarker(name) {
      const [row] = await driver.query<{ value: string }>('SELECT value FROM store_markers WHERE name = $1', [
        name,
      ]);
      return row?.value;
    },
    async setMarker(name, value) {
      await driver.query(
        'INSERT INTO store_markers (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = $2, set_at = now()',
        [name, value],
      );
    },
    close: () => driver.close(),
  };
}

/** Opens (and migrates) a store: PostgreSQL when a URL is given, otherwise PGlite in `dataDir`. */
export async function openStore(options: StoreOptions = {}): Promise<Store> {
  const env = getEnv();
  const databaseUrl = options.databaseUrl ?? (options.dataDir === undefined ? env.DATABASE_URL : undefined);
  const statementTimeoutMs = options.statementTimeoutMs ?? env.STATEMENT_TIMEOUT_MS;
  const driver = databaseUrl
    ? await openPostgres(databaseUrl, {
        schema: options.schema,
        statementTimeoutMs,
        poolSize: options.poolSize ?? env.DATABASE_POOL_SIZE,
        acquireTimeoutMs: options.acquireTimeoutMs ?? env.DATABASE_ACQUIRE_TIMEOUT_MS,
      })
    : await openPglite(options.dataDir ?? env.DATA_DIR, { statementTimeoutMs });
  try {
    await migrate(driver);
  } catch (error) {
    await driver.close();
    throw error;
  }
  return storeOver(driver);
}

/** How long a failed open is remembered before the next request tries again. */
const RETRY_OPEN_MS = 2000;

// Kept on globalThis so that Next's dev-mode module reloads reuse the open store instead of
// opening the locked directory a second time.
const slot = globalThis as typeof globalThis & {
  __lanternfallStore?: Promise<Store>;
  __lanternfallStoreFailure?: { error: StoreUnavailableError; until: number };
};

/**
 * The process-wide store, opened from the environment on first use. A store that cannot be
 * opened (PostgreSQL down, the PGlite directory held by another process) is not cached: after
 * RETRY_OPEN_MS the next call tries again, so the server recovers by itself when the store comes
 * back, and a flood of requests meanwhile costs one attempt per interval, not one per request.
 */
export function getStore(): Promise<Store> {
  const failure = slot.__lanternfallStoreFailure;
  if (!slot.__lanternfallStore && failure && Date.now() < failure.until) return Promise.reject(failure.error);
  if (!slot.__lanternfallStore) {
    const opening = openStore();
    opening.then(
      () => (slot.__lanternfallStoreFailure = undefined),
      (error: unknown) => {
        if (slot.__lanternfallStore === opening) slot.__lanternfallStore = undefined;
        console.error(`[data] store unavailable, retrying in ${RETRY_OPEN_MS} ms:`, (error as Error).message);
        slot.__lanternfallStoreFailure = {
          error: new StoreUnavailableError(`the store could not be opened: ${(error as Error).message}`, {
            cause: error,
            retryAfterMs: RETRY_OPEN_MS,
          }),
          until: Date.now() + RETRY_OPEN_MS,
        };
      },
    );
    slot.__lanternfallStore = opening;
  }
  return slot.__lanternfallStore;
}

/** Installs `store` as the process-wide store (tests and tools that open their own). */
export function setStore(store: Store | undefined): void {
  slot.__lanternfallStore = store ? Promise.resolve(store) : undefined;
  slot.__lanternfallStoreFailure = undefined;
}
