import 'server-only';
import { contentCollections } from '@/lib/content';
import { collectionTag } from '@/lib/data';
import { entryLinesWithMoves } from '@/lib/format/change-words';
import { detailKinds, entityHref } from '@/lib/kinds/registry';
import type { ChangesData } from '@/lib/player/changes-for-you';
import { cacheScope } from './cache';
import { getChangelog } from './history';
import { readAll } from './read-stored';

/** Every content collection: a write to any of them may add a change. */
const allContent = () => contentCollections.map(collectionTag);

/** Where a document's History is: its page's section, or its list entry (which folds it in). */
function historyHref(collection: string, id: string): string {
  const href = entityHref(collection, id);
  return (detailKinds as readonly string[]).includes(collection) && collection !== 'tierlists'
    ? `${href}#history`
    : href;
}

/**
 * The public data of "Changes for you" (/changes.json, the personal feed): every recorded update
 * in words, each character's skills and traits, each tier list's mode, and a stamp. Tagged with every content
 * collection, so the write that adds a change expires it.
 */
export async function getChangesData(): Promise<ChangesData> {
  'use cache';
  cacheScope(allContent());
  const [versions, characters, tierlists] = await Promise.all([
    getChangelog(),
    readAll('characters', { projection: { _id: 1, name: 1, skills: 1, traits: 1 }, sort: { _id: 1 } }),
    readAll('tierlists', { projection: { _id: 1, mode: 1 }, sort: { _id: 1 } }),
  ]);
  const names = new Map(characters.map((c) => [c._id, c.name]));
  const name = (id: string) => names.get(id) ?? id;
  const changes = versions
    .flatMap((v) => v.entries)
    .filter((e) => e.op === 'update')
    .sort((a, b) => b.time.localeCompare(a.time) || b._id.localeCompare(a._id))
    .map((e) => ({
      id: e._id,
      collection: e.collection,
      doc: e.id,
      name: e.name,
      version: e.version,
      time: e.time,
      ...(e.note ? { note: e.note } : {}),
      href: entityHref(e.collection, e.id),
      historyHref: historyHref(e.collection, e.id),
      lines: entryLinesWithMoves(e.changes, name).map(({ keys, text }) => ({ keys, text })),
    }))
    .filter((c) => c.lines.length > 0);
  return {
    stamp: fingerprint(changes.map((c) => c.id + c.lines.map((l) => l.text).join('|'))),
    versions: versions.map((v) => v.version),
    characters: Object.fromEntries(
      characters.map((c) => [c._id, { name: c.name, skills: c.skills, traits: c.traits }]),
    ),
    tierModes: Object.fromEntries(tierlists.map((t) => [t._id, t.mode])),
    changes,
  };
}

/** A short fingerprint of the listed changes: any change added (or its words changed) gives another. */
function fingerprint(values: readonly string[]): string {
  let hash = 5381;
  for (const value of values)
    for (let i = 0; i < value.length; i++) hash = (Math.imul(hash, 33) ^ value.charCodeAt(i)) >>> 0;
  return `${values.length.toString(36)}-${hash.toString(36)}`;
}

/**
 * What changes whenever the listed changes do. Pages that carry it (home) let the browser tell,
 * without a request, whether its copy of /changes.json is stale.
 */
export async function getChangesStamp(): Promise<string> {
  return (await getChangesData()).stamp;
}
