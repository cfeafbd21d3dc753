import 'server-only';
import { clientIp } from '@/lib/security/client-ip';
import { consume, exhausted } from '@/lib/security/rate-limit';
import { isAction, isWrite, runAction, toDataError } from './actions';
import { DataError } from '@/lib/errors';
import { limits } from './limits';

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function errorResponse(error: DataError): Response {
  const headers: Record<string, string> = { ...jsonHeaders };
  if (error.code === 'method_not_allowed') headers.allow = 'POST';
  if (error.retryAfter !== undefined) headers['retry-after'] = String(error.retryAfter);
  // The rest of an oversized body is never read: closing the connection after this answer is the
  // clean end for it, where keeping it alive would parse the unread body as the next request.
  if (error.code === 'payload_too_large') headers.connection = 'close';
  return new Response(JSON.stringify(error.toJSON()), { status: error.status, headers });
}

/** Reads at most `limits.bodyBytes` of the body; route handlers have no size limit of their own. */
async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limits.bodyBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limits.bodyBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The collection and _id a successful write changed, or undefined when it changed nothing. */
function writtenDocument(body: unknown, result: unknown): { collection: string; id: string } | undefined {
  const { collection, filter } = body as { collection: string; filter?: { _id?: unknown } };
  const reply = result as { insertedId?: string; modifiedCount?: number };
  if (typeof reply.insertedId === 'string') return { collection, id: reply.insertedId };
  if (reply.modifiedCount && typeof filter?._id === 'string') return { collection, id: filter._id };
  return undefined;
}

/**
 * Reads are public, so other sites' scripts may call them: any origin, no credentials (a request
 * with an Authorization header fails its preflight, so player data stays same-origin). Writes get
 * no CORS headers at all, and their preflight is refused.
 */
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Retry-After',
};
const preflightHeaders = {
  ...corsHeaders,
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type',
  'access-control-max-age': '86400',
  'cache-control': 'no-store',
};

function isRead(action: string): boolean {
  return isAction(action) && !isWrite(action);
}

function withCors(response: Response): Response {
  for (const [name, value] of Object.entries(corsHeaders)) response.headers.set(name, value);
  return response;
}

/**
 * Answers a CORS preflight (OPTIONS): allowed for the read actions, refused with 403 for writes
 * (cross-origin writes are not allowed) and 404 for an unknown action.
 */
export function handlePreflight(action: string): Response {
  if (isRead(action)) return new Response(null, { status: 204, headers: preflightHeaders });
  if (!isAction(action)) {
    return errorResponse(new DataError('not_found', `unknown action "${action.slice(0, 64)}"`));
  }
  return errorResponse(
    new DataError('forbidden', `${action} is same-origin only: cross-origin writes are not allowed`),
  );
}

function tooLarge(): DataError {
  return new DataError('payload_too_large', `Request body is larger than ${limits.bodyBytes} bytes`);
}

function rateLimited(retryAfter: number, what: string): DataError {
  return new DataError('rate_limited', `Too many ${what} from this address; try again in ${retryAfter} s`, {
    retryAfter,
  });
}

/**
 * Serves one protocol request over HTTP: rate limits, method, action, content type, size and
 * JSON checks, then the action. `onWrite` runs after a write that changed a document (cache expiry).
 * Limits are per client address: reads and writes each have a budget per minute, and an address
 * whose credentials keep failing (401/403) is refused any authenticated call for a while.
 * Every answer of a read action, errors included, carries the CORS headers.
 */
export async function handleHttp(
  request: Request,
  action: string,
  onWrite?: (collection: string, id: string) => Promise<void>,
): Promise<Response> {
  const response = await guarded(request, action, onWrite);
  return isRead(action) ? withCors(response) : response;
}

async function guarded(
  request: Request,
  action: string,
  onWrite?: (collection: string, id: string) => Promise<void>,
): Promise<Response> {
  const ip = clientIp(request.headers);
  try {
    if (request.headers.has('authorization')) {
      const wait = await exhausted('authFailure', ip);
      if (wait !== undefined) throw rateLimited(wait, 'failed sign-ins');
    }
    const write = isAction(action) && isWrite(action);
    const wait = await consume(write ? 'write' : 'read', ip);
    if (wait !== undefined) throw rateLimited(wait, write ? 'writes' : 'requests');

    const response = await serve(request, action, onWrite);
    if (response.status === 401 || response.status === 403) await consume('authFailure', ip);
    return response;
  } catch (error) {
    return errorResponse(toDataError(error));
  }
}

async function serve(
  request: Request,
  action: string,
  onWrite?: (collection: string, id: string) => Promise<void>,
): Promise<Response> {
  try {
    if (request.method !== 'POST') throw new DataError('method_not_allowed', 'Use POST');
    if (!isAction(action)) throw new DataError('not_found', `unknown action "${action.slice(0, 64)}"`);
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      throw new DataError('unsupported_media_type', 'Content-Type must be application/json');
    }
    const text = await readBody(request);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new DataError('bad_request', 'Malformed JSON body');
    }
    const result = await runAction(action, body, { authorization: request.headers.get('authorization') });
    if (isWrite(action) && onWrite) {
      const written = writtenDocument(body, result);
      if (written) await onWrite(written.collection, written.id);
    }
    return new Response(JSON.stringify(result), { status: 200, headers: jsonHeaders });
  } catch (error) {
    return errorResponse(toDataError(error));
  }
}
