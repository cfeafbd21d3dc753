import fs from 'node:fs';
import path from 'node:path';
import { lockDirectory } from './lock';
import { PgliteWorker } from './pglite-worker';

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

/**
 * Opens PGlite in `dataDir` under an exclusive directory lock (PGlite is single-process), in a
 * worker thread so that no statement can hold the server's event loop; each statement is
 * cancelled after `statementTimeoutMs` by terminating the worker (see PgliteWorker).
 */
export async function openPglite(dataDir: string, opts: { statementTimeoutMs: number }): Promise<Driver> {
  const dir = path.resolve(dataDir);
  const lock = lockDirectory(dir);
  const worker = new PgliteWorker(dir, opts.statementTimeoutMs);
  try {
    // PGlite creates only the last folder of its path.
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await worker.start();
    let closed = false;
    return {
      kind: 'pglite',
      query<T>(text: string, params: unknown[] = []) {
        return worker.exclusive(() => worker.statement<T>(text, params));
      },
      transaction<T>(fn: (tx: Sql) => Promise<T>) {
        return worker.exclusive(async () => {
          const tx: Sql = { query: (text, params = []) => worker.statement(text, params) };
          await worker.statement('BEGIN', []);
          try {
            const result = await fn(tx);
            await worker.statement('COMMIT', []);
            return result;
          } catch (error) {
            // A timed-out statement took the worker (and so the transaction) with it.
            await worker.statement('ROLLBACK', []).catch(() => undefined);
            throw error;
          }
        });
      },
      async close() {
        if (closed) return;
        closed = true;
        try {
          await worker.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    await worker.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

/** Connects to PostgreSQL; `schema` (created if missing) isolates test runs on a shared server. */
export async function openPostgres(
  url: string,
  opts: { schema?: string; statementTimeoutMs: number; poolSize?: number; acquireTimeoutMs?: number },
): Promise<Driver> {
  const { Pool } = await import('pg');
  if (opts.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(opts.schema)) {
    throw new Error(`Invalid schema name ${opts.schema}`);
  }
  if (opts.schema) {
    const setup = new Pool({
      connectionString: url,
      max: 1,
      connectionTimeoutMillis: opts.acquireTimeoutMs ?? 2000,
    });
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    // The server cancels a statement at its deadline; the client gives up shortly after in case
    // the server itself is stuck or gone, so no request waits on a dead socket.
    statement_timeout: opts.statementTimeoutMs,
    query_timeout: opts.statementTimeoutMs + 1000,
    idle_in_transaction_session_timeout: opts.statementTimeoutMs * 2,
    // A request waits this long for a free connection (or a new one) and then gets a 503,
    // instead of queueing behind slow queries without end.
    connectionTimeoutMillis: opts.acquireTimeoutMs ?? 2000,
    // JIT off: set-returning jsonb functions are estimated at 1000 rows each, so a nested
    // $elemMatch looks costly enough to JIT-compile, which took over a second for a query that
    // runs in under one millisecond; over small JSON documents compiling never pays.
    options: `-c jit=off${opts.schema ? ` -c search_path=${opts.schema}` : ''}`,
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
