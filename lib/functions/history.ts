import 'server-only';
import { randomUUID } from 'node:crypto';
import { fieldChanges, type HistoryEntry, type HistoryMeta } from '@/lib/content';
import type { StoredDoc } from '@/lib/store';

/** Who writes a content document: an editor (by uid) or the import (the server itself, or a writer saying so). */
export type Writer = { kind: 'editor'; uid: string } | { kind: 'import' };

/**
 * The history record of one content write, or null when the write changes nothing but the
 * store's stamps. `before` is null for an insert. The version is the writer's, else the game
 * version the document says it was verified against.
 */
export function historyEntry(
  collection: string,
  before: null,
  after: StoredDoc,
  writer: Writer,
  meta: HistoryMeta,
): HistoryEntry & StoredDoc;
export function historyEntry(
  collection: string,
  before: StoredDoc,
  after: StoredDoc,
  writer: Writer,
  meta: HistoryMeta,
): (HistoryEntry & StoredDoc) | null;
export function historyEntry(
  collection: string,
  before: StoredDoc | null,
  after: StoredDoc,
  writer: Writer,
  meta: HistoryMeta,
): (HistoryEntry & StoredDoc) | null {
  const changes = before ? fieldChanges(before, after) : [];
  if (before && changes.length === 0) return null;
  const time = meta.time ?? new Date().toISOString();
  const verified = after.verified as { version?: string } | undefined;
  const who = meta.source === 'import' ? { kind: 'import' as const } : writer;
  return {
    _id: `${time}~${collection}~${after._id}~${randomUUID().slice(0, 8)}`,
    collection,
    id: after._id,
    name: typeof after.name === 'string' ? after.name : after._id,
    op: before ? 'update' : 'insert',
    version: meta.version ?? verified?.version ?? '0.0',
    time,
    who: who.kind === 'editor' ? { kind: 'editor', uid: who.uid } : { kind: 'import' },
    ...(meta.note ? { note: meta.note } : {}),
    changes,
  };
}
