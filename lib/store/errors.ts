/**
 * The store's own failures, so the functions layer can answer each with the right status
 * without reading driver internals: the store cannot be reached (503), a statement passed its
 * deadline (503), or a query is too large to send (400).
 */
export class StoreUnavailableError extends Error {
  /** When the next attempt to reach the store will be made, if known. */
  readonly retryAfterMs?: number;

  constructor(message: string, options: { cause?: unknown; retryAfterMs?: number } = {}) {
    super(message, { cause: options.cause });
    this.name = 'StoreUnavailableError';
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** A statement ran past its deadline and was cancelled (PGlite: its worker was terminated). */
export class QueryTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The query took longer than ${timeoutMs} ms and was cancelled`);
    this.name = 'QueryTimeoutError';
  }
}

/** A translated query needs more bind parameters than one statement may carry. */
export class QueryTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the query needs more than ${limit} bind parameters; split it or use fewer values`);
    this.name = 'QueryTooLargeError';
  }
}

/**
 * True for errors that mean "the database is not there" rather than "this query is wrong":
 * refused or dropped connections, PostgreSQL shutting down or not accepting connections, a pool
 * that could not hand out a connection in time.
 */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    // Class 08: connection exception; 57P01-57P03: admin shutdown, crash shutdown, cannot connect now; 53300: too many connections.
    if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
    if (
      ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN'].includes(
        code,
      )
    )
      return true;
  }
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i.test(
    message,
  );
}
