import { z } from 'zod';
import { freshness } from './common';
import { isPlainObject } from '@/lib/util/object';

/** Who made a change: an editor through the API, or the content import. */
export const historyWho = z.strictObject({
  kind: z.enum(['editor', 'import']),
  /** The editor's uid (Firebase) or `local-editor` (EDITOR_TOKEN); absent for the import. */
  uid: z.string().min(1).max(128).optional(),
});

/** One changed field: a dotted path into the document, with its value before and after. */
export const historyChange = z.strictObject({
  path: z.string().min(1).max(200),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});

/**
 * One write to a content document, recorded by the store in the same statement as the write:
 * what changed, in which game version, when, by whom, and (optionally) why.
 */
export const historySchema = z.strictObject({
  _id: z.string().min(1).max(200),
  collection: z.string().min(1).max(40),
  id: z.string().min(1).max(64),
  /** The document's name after the write, so a changelog can name it without another read. */
  name: z.string().min(1).max(80),
  op: z.enum(['insert', 'update']),
  version: freshness.shape.version,
  time: z.iso.datetime({ offset: true }),
  who: historyWho,
  note: z.string().min(1).max(400).optional(),
  changes: z.array(historyChange),
});

/**
 * What a writer may say about its write (the protocol's optional `history` field): why, for
 * which game version (default: the document's `verified.version`), when it happened in the game
 * (default: now; never in the future), and whether it is the content import.
 */
export const historyMeta = z.strictObject({
  note: z.string().min(1).max(400).optional(),
  version: freshness.shape.version.optional(),
  time: z.iso.datetime({ offset: true }).optional(),
  source: z.literal('import').optional(),
});

export type HistoryEntry = z.infer<typeof historySchema>;
export type HistoryChange = z.infer<typeof historyChange>;
export type HistoryMeta = z.infer<typeof historyMeta>;

/** Fields the store stamps on every write; a change to them alone is not history. */
const STAMPS = new Set(['createdAt', 'updatedAt']);

/**
 * The changed fields between two versions of a document, as dotted paths: plain objects are
 * compared key by key, arrays and scalars as whole values (a reordered list is one change).
 */
export function fieldChanges(before: unknown, after: unknown, prefix = ''): HistoryChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys
      .filter((k) => !(prefix === '' && STAMPS.has(k)))
      .flatMap((k) => fieldChanges(before[k], after[k], prefix === '' ? k : `${prefix}.${k}`));
  }
  if (canonicalJson(before) === canonicalJson(after)) return [];
  return [
    {
      path: prefix || '(document)',
      ...(before === undefined ? {} : { before }),
      ...(after === undefined ? {} : { after }),
    },
  ];
}

/** JSON with object keys sorted, so two values compare equal whatever order their keys came in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isPlainObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  );
}
