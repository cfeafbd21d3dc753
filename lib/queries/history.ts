import 'server-only';
import {
  compareVersions,
  contentCollections,
  type ContentCollection,
  type HistoryEntry,
} from '@/lib/content';
import { collectionTag, documentTag, find } from '@/lib/data';
import { cacheScope } from './cache';

/** The most history entries one read returns: the changelog shows the newest this many changes. */
const CHANGELOG_LIMIT = 1000;
/** The most history entries one document's History section shows. */
const ENTITY_LIMIT = 100;

const newestFirst = { time: -1, _id: -1 } as const;

/**
 * History is read under the tags of the documents it describes: a write to a document expires
 * `doc:<collection>:<id>` and `col:<collection>`, which is exactly when its history grows.
 */

/** One document's history, newest first, uncached (a page read that keeps it in its own entry). */
export function findEntityHistory(collection: ContentCollection, id: string): Promise<HistoryEntry[]> {
  return find('history', { filter: { collection, id }, sort: newestFirst, limit: ENTITY_LIMIT });
}

/** One document's history, newest first. */
export async function getEntityHistory(collection: ContentCollection, id: string): Promise<HistoryEntry[]> {
  'use cache';
  cacheScope([documentTag(collection, id)]);
  return findEntityHistory(collection, id);
}

/** The history of every document of a collection (list pages), by document id, newest first. */
export async function getCollectionHistory(
  collection: ContentCollection,
): Promise<Map<string, HistoryEntry[]>> {
  return historyById(await readCollectionHistory(collection));
}

/** The history of every document of a collection by document id, uncached (see findEntityHistory). */
export async function findCollectionHistory(
  collection: ContentCollection,
): Promise<Map<string, HistoryEntry[]>> {
  return historyById(await findCollectionEntries(collection));
}

function historyById(entries: readonly HistoryEntry[]): Map<string, HistoryEntry[]> {
  const byId = new Map<string, HistoryEntry[]>();
  for (const e of entries) byId.set(e.id, [...(byId.get(e.id) ?? []), e]);
  return byId;
}

function findCollectionEntries(collection: ContentCollection): Promise<HistoryEntry[]> {
  return find('history', { filter: { collection }, sort: newestFirst, limit: CHANGELOG_LIMIT });
}

async function readCollectionHistory(collection: ContentCollection): Promise<HistoryEntry[]> {
  'use cache';
  cacheScope([collectionTag(collection)]);
  return findCollectionEntries(collection);
}

/** The site-wide changelog: the newest changes to any content, grouped by game version (newest first). */
export async function getChangelog(): Promise<{ version: string; entries: HistoryEntry[] }[]> {
  const entries = await readChangelog();
  const byVersion = new Map<string, HistoryEntry[]>();
  for (const e of entries) byVersion.set(e.version, [...(byVersion.get(e.version) ?? []), e]);
  return [...byVersion]
    .sort(([a], [b]) => compareVersions(b, a))
    .map(([version, list]) => ({ version, entries: list }));
}

/** How many changes the changelog's "Recent changes" shows. */
export const RECENT_LIMIT = 8;

/**
 * The latest edits to any content, newest first by the time they carry, whatever game version
 * they are filed under: a correction made today to an entry verified long ago comes first here,
 * while the by-version changelog files it under that old version. Additions are left out.
 */
export async function getRecentChanges(limit = RECENT_LIMIT): Promise<HistoryEntry[]> {
  return (await readChangelog())
    .filter((e) => e.op === 'update')
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time))
    .slice(0, limit);
}

async function readChangelog(): Promise<HistoryEntry[]> {
  'use cache';
  cacheScope(contentCollections.map(collectionTag));
  return find('history', { sort: newestFirst, limit: CHANGELOG_LIMIT });
}
