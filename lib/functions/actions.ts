import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { identify, bearerToken, type Identity } from '@/lib/auth/identity';
import { isCollection, isContentCollection, schemas, type CollectionName } from '@/lib/content';
import { fieldIssues } from '@/lib/content/issues';
import {
  getStore,
  isConnectionError,
  QueryTimeoutError,
  QueryTooLargeError,
  StoreUnavailableError,
  type Filter,
  type StoredDoc,
} from '@/lib/store';
import { DataError } from './errors';
import {
  checkBody,
  checkLiteral,
  checkPath,
  isPlainObject,
  parseCount,
  parseFilter,
  parseProjection,
  parseSort,
} from './validate';

export const actions = ['find', 'findOne', 'insertOne', 'updateOne'] as const;
export type Action = (typeof actions)[number];

/** True when `name` is one of the protocol's four actions. */
export function isAction(name: unknown): name is Action {
  return typeof name === 'string' && (actions as readonly string[]).includes(name);
}

/** How a caller proves who it is: an Authorization header, or the server acting for itself. */
export type Caller = { authorization?: string | null } | { system: true };

const bodyFields: Record<Action, readonly string[]> = {
  find: ['collection', 'filter', 'projection', 'sort', 'limit', 'skip'],
  findOne: ['collection', 'filter', 'projection'],
  insertOne: ['collection', 'document'],
  updateOne: ['collection', 'filter', 'update'],
};

/** Fields the server owns: a caller's $set may not touch them. */
const serverFields = new Set(['_id', 'owner', 'createdAt']);

function bad(message: string): DataError {
  return new DataError('bad_request', message);
}

/** True for the actions that change data. */
export function isWrite(action: Action): boolean {
  return action === 'insertOne' || action === 'updateOne';
}

async function whoIs(caller: Caller, forWrite: boolean): Promise<Identity> {
  if ('system' in caller) return { kind: 'system' };
  return identify(bearerToken(caller.authorization), { forWrite });
}

/**
 * Authorizes per collection. Content: anyone reads, editors write. Player data: owner only, so
 * the owner's uid comes back to scope the query; `undefined` means unscoped.
 */
async function authorize(
  collection: CollectionName,
  action: Action,
  caller: Caller,
): Promise<string | undefined> {
  if (isContentCollection(collection)) {
    if (!isWrite(action)) return undefined;
    const who = await whoIs(caller, true);
    if (who.kind === 'anonymous')
      throw new DataError('unauthenticated', `Sign in as an editor to write ${collection}`);
    if (who.kind === 'user' && !who.editor)
      throw new DataError('forbidden', `Only editors may write ${collection}`);
    return undefined;
  }
  const who = await whoIs(caller, isWrite(action));
  if (who.kind === 'anonymous') throw new DataError('unauthenticated', `Sign in to use ${collection}`);
  if (who.kind === 'system') throw new DataError('forbidden', `${collection} belongs to players`);
  return who.uid;
}

function scoped(filter: Filter, owner: string | undefined): Filter {
  if (owner === undefined) return filter;
  return Object.keys(filter).length === 0 ? { owner } : { $and: [filter, { owner }] };
}

/** Validates a whole document with its collection's zod schema; the message names the field path. */
function validateDocument(collection: CollectionName, doc: Record<string, unknown>): StoredDoc {
  const schema = schemas[collection] as z.ZodType;
  const result = schema.safeParse(doc);
  if (!result.success) {
    const issue = fieldIssues(result.error)[0];
    throw bad(`document.${issue?.path || '(document)'}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data as StoredDoc;
}

function setPath(doc: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  let node = doc;
  segments.slice(0, -1).forEach((segment, i) => {
    const next = node[segment];
    if (next === undefined) node[segment] = {};
    else if (!isPlainObject(next))
      throw bad(`update.$set.${path}: ${segments.slice(0, i + 1).join('.')} is not an object`);
    node = node[segment] as Record<string, unknown>;
  });
  node[segments[segments.length - 1] as string] = value;
}

function parseCollection(body: Record<string, unknown>): CollectionName {
  const { collection } = body;
  if (collection === undefined) throw bad('collection is required');
  if (!isCollection(collection)) {
    throw bad(
      `unknown collection ${typeof collection === 'string' ? `"${collection.slice(0, 64)}"` : '(not a string)'}`,
    );
  }
  return collection;
}

function parseUpdate(update: unknown): Record<string, unknown> {
  if (!isPlainObject(update)) throw bad('update must be an object like {"$set": {...}}');
  for (const key of Object.keys(update)) {
    if (key !== '$set') throw bad(`update operator ${key} is not supported; use $set`);
  }
  const set = update.$set;
  if (!isPlainObject(set) || Object.keys(set).length === 0)
    throw bad('update.$set must be a non-empty object');
  for (const [path, value] of Object.entries(set)) {
    checkPath(path, 'update.$set');
    const top = path.split('.')[0] as string;
    if (serverFields.has(top)) throw bad(`update.$set.${path}: ${top} cannot be changed`);
    checkLiteral(value, `update.$set.${path}`, 1);
  }
  return set;
}

/** Runs one protocol action: validate → authorize → execute. Throws DataError on failure. */
export async function runAction(action: string, body: unknown, caller: Caller): Promise<unknown> {
  if (!isAction(action)) throw new DataError('not_found', `unknown action "${action.slice(0, 64)}"`);
  if (!isPlainObject(body)) throw bad('body must be a JSON object');
  checkBody(body);
  for (const key of Object.keys(body)) {
    if (!bodyFields[action].includes(key)) throw bad(`unknown field "${key.slice(0, 64)}" for ${action}`);
  }
  const collection = parseCollection(body);
  const owner = await authorize(collection, action, caller);
  const store = await openedStore();

  switch (action) {
    case 'find': {
      const query = {
        filter: scoped(parseFilter(body.filter), owner),
        projection: parseProjection(body.projection),
        sort: parseSort(body.sort),
        limit: parseCount('limit', body.limit),
        skip: parseCount('skip', body.skip),
      };
      return { documents: await store.find(collection, query) };
    }
    case 'findOne': {
      const filter = scoped(parseFilter(body.filter), owner);
      return { document: await store.findOne(collection, filter, parseProjection(body.projection)) };
    }
    case 'insertOne': {
      if (!isPlainObject(body.document)) throw bad('document must be an object');
      checkLiteral(body.document, 'document', 0);
      // insertOne stamps createdAt itself; updatedAt belongs to updates.
      const doc: Record<string, unknown> = { ...body.document, createdAt: new Date().toISOString() };
      delete doc.updatedAt;
      if (owner !== undefined) {
        doc.owner = owner;
        doc._id ??= randomUUID();
      }
      const stored = validateDocument(collection, doc);
      if (typeof stored._id !== 'string') throw bad('document._id must be a string');
      await store.insertOne(collection, stored);
      return { insertedId: stored._id };
    }
    case 'updateOne': {
      const filter = body.filter;
      if (!isPlainObject(filter) || Object.keys(filter).length !== 1 || typeof filter._id !== 'string') {
        throw bad('updateOne filter must be {"_id": "<id>"}');
      }
      const set = { ...parseUpdate(body.update), updatedAt: new Date().toISOString() };
      return store.updateOne(collection, scoped({ _id: filter._id }, owner), (current) => {
        const next = structuredClone(current) as Record<string, unknown>;
        for (const [path, value] of Object.entries(set)) setPath(next, path, value);
        return validateDocument(collection, next);
      });
    }
  }
}

async function openedStore() {
  try {
    return await getStore();
  } catch (error) {
    // getStore logs the cause once per failed attempt; every request is told the same.
    throw storeUnavailable(error);
  }
}

function storeUnavailable(error: unknown): DataError {
  return new DataError('store_unavailable', 'The data store is unavailable; try again shortly', {
    retryAfter:
      error instanceof StoreUnavailableError && error.retryAfterMs ? Math.ceil(error.retryAfterMs / 1000) : 5,
  });
}

/** Turns any failure into a DataError that is safe to show: no stack, no SQL, no internals. */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  if (error instanceof QueryTimeoutError) return new DataError('query_timeout', error.message);
  if (error instanceof QueryTooLargeError) return bad(error.message);
  if (isConnectionError(error)) return storeUnavailable(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505') return new DataError('conflict', 'A document with this _id already exists');
  if (code === '57014') return new DataError('query_timeout', 'The query took too long and was cancelled');
  if (code === '2201B') return bad('invalid regular expression');
  // Data exceptions (class 22) and program limits (class 54) are what the request asked for, not
  // a fault of the server; the validator refuses the known ones first with a precise message.
  if (typeof code === 'string' && /^22/.test(code))
    return bad('a value in the request cannot be stored or compared');
  if (typeof code === 'string' && /^54/.test(code)) return bad('the query is too complex');
  console.error('[data] internal error:', error);
  return new DataError('internal', 'Internal error');
}
