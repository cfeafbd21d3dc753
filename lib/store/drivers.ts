import fs from 'node:fs';
import path from 'node:path';
import { lockDirectory } from './lock';

/** Runs one statement and returns its rows. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/** A database connection: PGlite in a directory, or a PostgreSQL pool. Both run the same SQL. */
export interface Driver extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction, committing when it resolves. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens PGlite in `dataDir` under an exclusive directory lock (PGlite is single-process). */
export async function openPglite(dataDir: string): Promise<Driver> {
  const dir = path.resolve(dataDir);
  const lock = lockDirectory(dir);
  try {
    // PGlite creates only the last folder of its path.
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(dir);
    let closed = false;
    return {
      kind: 'pglite',
      async query<T>(text: string, params: unknown[] = []) {
        return (await db.query<T>(text, params)).rows;
      },
      transaction<T>(fn: (tx: Sql) => Promise<T>) {
        return db.transaction((tx) =>
          fn({
            async query<R>(text: string, params: unknown[] = []) {
              return (await tx.query<R>(text, params)).rows;
            },
          }),
        );
      },
      async close() {
        if (closed) return;
        closed = true;
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Connects to PostgreSQL; `schema` (created if missing) isolates test runs on a shared server. */
export async function openPostgres(
  url: string,
  opts: { schema?: string; statementTimeoutMs: number },
): Promise<Driver> {
  const { Pool } = await import('pg');
  if (opts.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(opts.schema)) {
    throw new Error(`Invalid schema name ${opts.schema}`);
  }
  if (opts.schema) {
    const setup = new Pool({ connectionString: url, max: 1 });
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new Pool({
    connectionString: url,
    max: 10,
    statement_timeout: opts.statementTimeoutMs,
    options: opts.schema ? `-c search_path=${opts.schema}` : undefined,
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    async query<T>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as T[];
    },
    async transaction<T>(fn: (tx: Sql) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R>(text: string, params: unknown[] = []) {
            return (await client.query(text, params)).rows as R[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
