import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { QueryTimeoutError, StoreUnavailableError } from './errors';

/**
 * The thread PGlite runs in. It is plain JavaScript given to `new Worker` as a string, so no
 * bundler (Next, jest, tsx) has to know about a second entry file: it loads PGlite from the
 * path the parent resolved, opens the data directory and answers one statement per message.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const plain = (error) => ({ message: String(error && error.message || error), code: error && error.code });
(async () => {
  let db;
  try {
    const mod = await import(workerData.moduleUrl);
    const PGlite = mod.PGlite || (mod.default && mod.default.PGlite);
    db = await PGlite.create(workerData.dataDir);
  } catch (error) {
    parentPort.postMessage({ type: 'failed', error: plain(error) });
    return;
  }
  parentPort.on('message', async (message) => {
    if (message.type === 'close') {
      await db.close().catch(() => undefined);
      parentPort.postMessage({ type: 'closed' });
      return;
    }
    try {
      const result = await db.query(message.text, message.params);
      parentPort.postMessage({ type: 'result', id: message.id, rows: result.rows });
    } catch (error) {
      parentPort.postMessage({ type: 'result', id: message.id, error: plain(error) });
    }
  });
  parentPort.postMessage({ type: 'ready' });
})();
`;

/** PGlite's entry file, resolved from the project (the server runs from its root, as `npm start` does). */
function pgliteModuleUrl(): string {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  return pathToFileURL(require.resolve('@electric-sql/pglite')).href;
}

type Reply =
  | { type: 'ready' | 'closed' }
  | { type: 'failed'; error: { message: string; code?: string } }
  | { type: 'result'; id: number; rows?: unknown[]; error?: { message: string; code?: string } };

/** An error raised by PGlite inside the worker, with its SQLSTATE code kept for the caller. */
class WorkerQueryError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'WorkerQueryError';
  }
}

/**
 * PGlite in a worker thread. Every statement gets a deadline; when it passes, the worker is
 * terminated (which stops PGlite even inside a WASM loop, where no timer of its own can fire)
 * and the next statement opens a fresh one on the same directory, which recovers from its WAL
 * as after a crash. Statements run one at a time, as on PGlite's single connection.
 */
export class PgliteWorker {
  private worker: Worker | undefined;
  private opening: Promise<Worker> | undefined;
  private pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  /** A discarded worker still stopping: a new one must not open the directory before it has. */
  private stopping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataDir: string,
    private readonly timeoutMs: number,
  ) {}

  /** Opens the worker now, so that a broken directory fails at start rather than on a request. */
  async start(): Promise<void> {
    await this.ensure();
  }

  /** Runs `fn` with exclusive use of the connection (a transaction holds it across statements). */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** One statement with its deadline; call inside exclusive(). */
  async statement<T>(text: string, params: unknown[]): Promise<T[]> {
    if (this.closed) throw new StoreUnavailableError('the store is closed');
    const worker = await this.ensure();
    const id = this.nextId++;
    return new Promise<T[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new QueryTimeoutError(this.timeoutMs));
        this.discard(worker, new StoreUnavailableError('the store was restarted after a query timed out'));
      }, this.timeoutMs);
      this.pending.set(id, {
        resolve: (rows) => {
          clearTimeout(timer);
          resolve(rows as T[]);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ type: 'query', id, text, params });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker ?? (await this.opening?.catch(() => undefined));
    if (!worker) return;
    await this.exclusive(async () => {
      const done = new Promise<void>((resolve) => {
        worker.on('message', (reply: Reply) => reply.type === 'closed' && resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'close' });
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    });
    await worker.terminate();
    this.worker = undefined;
  }

  private ensure(): Promise<Worker> {
    if (this.worker) return Promise.resolve(this.worker);
    this.opening ??= this.stopping.then(() => this.spawn()).finally(() => (this.opening = undefined));
    return this.opening;
  }

  private spawn(): Promise<Worker> {
    return new Promise<Worker>((resolve, reject) => {
      let moduleUrl: string;
      try {
        moduleUrl = pgliteModuleUrl();
      } catch (error) {
        reject(new StoreUnavailableError('PGlite is not installed', { cause: error }));
        return;
      }
      const worker = new Worker(workerSource, {
        eval: true,
        workerData: { dataDir: this.dataDir, moduleUrl },
      });
      // The worker must not keep a finished script or test alive; statements in flight hold their own timers.
      worker.unref();
      let ready = false;
      worker.on('message', (reply: Reply) => {
        if (reply.type === 'ready') {
          ready = true;
          this.worker = worker;
          resolve(worker);
        } else if (reply.type === 'failed') {
          reject(new StoreUnavailableError(`PGlite could not open ${this.dataDir}: ${reply.error.message}`));
          void worker.terminate();
        } else if (reply.type === 'result') {
          const waiting = this.pending.get(reply.id);
          this.pending.delete(reply.id);
          if (reply.error) waiting?.reject(new WorkerQueryError(reply.error.message, reply.error.code));
          else waiting?.resolve(reply.rows ?? []);
        }
      });
      worker.on('error', (error) => {
        if (!ready)
          reject(new StoreUnavailableError(`PGlite worker failed: ${error.message}`, { cause: error }));
        this.discard(worker, new StoreUnavailableError(`PGlite worker failed: ${error.message}`));
      });
      worker.on('exit', () => {
        if (!ready) reject(new StoreUnavailableError('PGlite worker exited while opening'));
        this.discard(worker, new StoreUnavailableError('PGlite worker exited'));
      });
    });
  }

  /** Forgets a dead or stuck worker: its statements fail, and the next one starts a new worker. */
  private discard(worker: Worker, reason: Error): void {
    if (this.worker === worker) this.worker = undefined;
    for (const [id, waiting] of this.pending) {
      this.pending.delete(id);
      waiting.reject(reason);
    }
    this.stopping = worker.terminate().catch(() => undefined);
  }
}
