import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { identify, bearerToken, type Identity } from '@/lib/auth/identity';
import {
  historyMeta,
  isCollection,
  isContentCollection,
  isRecordCollection,
  schemas,
  type CollectionName,
  type HistoryMeta,
} from '@/lib/content';
import { effectSourceCollections } from '@/lib/content/effect-graph';
import { interactionIssues } from '@/lib/content/interactions';
import { fieldIssues } from '@/lib/content/issues';
import {
  getStore,
  isConnectionError,
  QueryTimeoutError,
  QueryTooLargeError,
  StoreUnavailableError,
  type Filter,
  type Store,
  type StoredDoc,
} from '@/lib/store';
import { insertRecorded, updateRecorded, WriteConflictError } from '@/lib/store/recorded';
import { isPlainObject } from '@/lib/util/object';
import { DataError } from '@/lib/errors';
import { historyEntry, type Writer } from './history';
import { writeSummarised } from './summaries';
import {
  checkBody,
  checkLiteral,
  checkPath,
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
  insertOne: ['collection', 'document', 'history'],
  updateOne: ['collection', 'filter', 'update', 'history'],
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

/** What authorization settles: the owner a player query is scoped to, and who writes content. */
interface Authorized {
  /** The owner's uid for player data; `undefined` means unscoped. */
  owner?: string;
  /** Who is writing a content document (for its history record). */
  writer?: Writer;
}

/**
 * Authorizes per collection. Content: anyone reads, editors write. Records (history, summaries,
 * translations): anyone reads, only the server writes them. Player data: owner only, so the owner's uid comes back to
 * scope the query.
 */
async function authorize(collection: CollectionName, action: Action, caller: Caller): Promise<Authorized> {
  if (isRecordCollection(collection)) {
    if (isWrite(action))
      throw new DataError(
        'forbidden',
        collection === 'translations'
          ? 'translations are written by the content import (content/i18n)'
          : `${collection} is written by the server with each content write`,
      );
    return {};
  }
  if (isContentCollection(collection)) {
    if (!isWrite(action)) return {};
    const who = await whoIs(caller, true);
    if (who.kind === 'anonymous')
      throw new DataError('unauthenticated', `Sign in as an editor to write ${collection}`);
    if (who.kind === 'user' && !who.editor)
      throw new DataError('forbidden', `Only editors may write ${collection}`);
    return { writer: who.kind === 'system' ? { kind: 'import' } : { kind: 'editor', uid: who.uid } };
  }
  const who = await whoIs(caller, isWrite(action));
  if (who.kind === 'anonymous') throw new DataError('unauthenticated', `Sign in to use ${collection}`);
  if (who.kind === 'system') throw new DataError('forbidden', `${collection} belongs to players`);
  return { owner: who.uid };
}

/** How far ahead of the server's clock a writer's `history.time` may be (clock skew). */
const FUTURE_SKEW_MS = 60_000;

/** The optional `history` field of a write: validated, and refused for collections without history. */
function parseHistoryMeta(collection: CollectionName, value: unknown): HistoryMeta {
  if (value === undefined) return {};
  if (!isContentCollection(collection)) throw bad(`history: ${collection} keeps no history`);
  const result = historyMeta.safeParse(value);
  if (!result.success) {
    const issue = fieldIssues(result.error)[0];
    throw bad(`history${issue?.path ? `.${issue.path}` : ''}: ${issue?.message ?? 'invalid'}`);
  }
  if (result.data.time && Date.parse(result.data.time) > Date.now() + FUTURE_SKEW_MS)
    throw bad('history.time: cannot be in the future');
  return result.data;
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

/**
 * Refuses a content document whose prose and structured interactions disagree, whose interactions
 * name an effect that does not exist, or whose free prose asserts a relation: the effect graph is
 * derived from what the store holds, so it must never hold a contradiction.
 */
function checkInteractions(
  collection: CollectionName,
  doc: StoredDoc,
  effects: ReadonlySet<string> | undefined,
): void {
  if (!isContentCollection(collection)) return;
  const issue = interactionIssues(collection, doc, effects)[0];
  if (issue) throw bad(`document.${issue.path}: ${issue.message}`);
}

/** The ids of every effect, for a write to a collection whose documents can touch one. */
async function effectIds(store: Store, collection: CollectionName): Promise<ReadonlySet<string> | undefined> {
  if (!(effectSourceCollections as readonly string[]).includes(collection)) return undefined;
  const rows = await store.sql.query<{ id: string }>('SELECT id FROM documents WHERE collection = $1', [
    'effects',
  ]);
  return new Set(rows.map((r) => r.id));
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
  const { owner, writer } = await authorize(collection, action, caller);
  const meta = isWrite(action) ? parseHistoryMeta(collection, body.history) : {};
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
      checkInteractions(collection, stored, await effectIds(store, collection));
      if (writer) {
        await writeSummarised(store, { collection, id: stored._id }, (sql) =>
          insertRecorded(sql, collection, stored, (doc) => historyEntry(collection, null, doc, writer, meta)),
        );
      } else await store.insertOne(collection, stored);
      return { insertedId: stored._id };
    }
    case 'updateOne': {
      const filter = body.filter;
      if (!isPlainObject(filter) || Object.keys(filter).length !== 1 || typeof filter._id !== 'string') {
        throw bad('updateOne filter must be {"_id": "<id>"}');
      }
      const set = { ...parseUpdate(body.update), updatedAt: new Date().toISOString() };
      const effects = await effectIds(store, collection);
      const change = (current: StoredDoc) => {
        const next = structuredClone(current) as Record<string, unknown>;
        for (const [path, value] of Object.entries(set)) setPath(next, path, value);
        const valid = validateDocument(collection, next);
        checkInteractions(collection, valid, effects);
        return valid;
      };
      if (writer) {
        const id = filter._id;
        return writeSummarised(
          store,
          { collection, id },
          (sql) =>
            updateRecorded(sql, collection, id, change, (before, after) =>
              historyEntry(collection, before, after, writer, meta),
            ),
          (result) => result.modifiedCount > 0,
        );
      }
      return store.updateOne(collection, scoped({ _id: filter._id }, owner), change);
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
  if (error instanceof WriteConflictError) return new DataError('conflict', error.message);
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
