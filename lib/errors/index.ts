// The protocol's one error type, in a leaf module: auth, the functions backend and both data
// transports throw or rebuild it, and none of them may import another for it.

/** Error codes of the functions protocol and the HTTP status each one maps to. */
export const errorStatus = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  /** A functions backend (FUNCTIONS_URL) or the server did not answer. */
  unavailable: 503,
  /** The database cannot be reached right now; the server reconnects by itself. */
  store_unavailable: 503,
  /** The query passed its deadline (STATEMENT_TIMEOUT_MS) and was cancelled. */
  query_timeout: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The one error type of the data layer: a protocol code, its HTTP status and a safe message. */
export class DataError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Seconds after which a retry may succeed (sent as Retry-After on 429 and 503). */
  readonly retryAfter?: number;

  constructor(code: ErrorCode, message: string, options: { retryAfter?: number } = {}) {
    super(message);
    this.name = 'DataError';
    this.code = code;
    this.status = errorStatus[code];
    this.retryAfter = options.retryAfter ?? (this.status === 503 ? 5 : undefined);
  }

  /** The JSON body sent to clients: never a stack trace. */
  toJSON(): { error: { code: ErrorCode; message: string } } {
    return { error: { code: this.code, message: this.message } };
  }
}

/** True when `code` is one of the protocol's error codes. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorStatus, code);
}

/** Rebuilds the DataError a protocol response carries (any transport, server or browser). */
export function errorFromResponse(status: number, body: unknown): DataError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (error && isErrorCode(error.code) && typeof error.message === 'string') {
    return new DataError(error.code, error.message);
  }
  const code =
    (Object.entries(errorStatus).find(([, s]) => s === status)?.[0] as ErrorCode | undefined) ?? 'internal';
  return new DataError(code, `Request failed with status ${status}`);
}
