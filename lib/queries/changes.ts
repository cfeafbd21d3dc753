import 'server-only';
import { entryLinesWithMoves } from '@/lib/format/change-words';
import { changeWordsIn } from '@/lib/i18n/card-words';
import { defaultLocale, type SiteLocale } from '@/lib/i18n/locales';
import { detailKinds, entityHref } from '@/lib/kinds/registry';
import type { ChangesData } from '@/lib/player/changes-for-you';
import { cacheScope } from './cache';
import { getChangelog } from './history';
import { readAll } from './read-stored';
import { characterName, entryName } from '@/lib/format/history-names';
import { historyNames, historyTags } from './history-names';

/** Where a document's History is: its page's section, or its list entry (which folds it in). */
function historyHref(collection: string, id: string): string {
  const href = entityHref(collection, id);
  return (detailKinds as readonly string[]).includes(collection) && collection !== 'tierlists'
    ? `${href}#history`
    : href;
}

/**
 * The public data of "Changes for you" in a locale (/changes.json, /ja/changes.json; the English
 * one also feeds the personal Atom feed): every recorded update in the locale's words, each
 * character's name in it, skills and traits, each tier list's mode, and a stamp. Tagged with
 * every content collection (and the translations), so the write that adds a change expires it.
 */
export async function getChangesData(locale: SiteLocale = defaultLocale): Promise<ChangesData> {
  'use cache';
  cacheScope(historyTags(locale));
  const [versions, characters, tierlists] = await Promise.all([
    getChangelog(),
    readAll('characters', { projection: { _id: 1, name: 1, skills: 1, traits: 1 }, sort: { _id: 1 } }),
    readAll('tierlists', { projection: { _id: 1, mode: 1 }, sort: { _id: 1 } }),
  ]);
  // The characters are read once: their skills and traits here, their names for the words.
  const names = await historyNames(locale, versions, characters);
  const words = changeWordsIn(locale);
  const updates = versions
    .flatMap((v) => v.entries)
    .filter((e) => e.op === 'update')
    .sort((a, b) => b.time.localeCompare(a.time) || b._id.localeCompare(a._id));
  const changes = updates
    .map((e) => ({
      id: e._id,
      collection: e.collection,
      doc: e.id,
      name: entryName(names, e),
      version: e.version,
      time: e.time,
      ...(e.note ? { note: e.note } : {}),
      href: entityHref(e.collection, e.id),
      historyHref: historyHref(e.collection, e.id),
      lines: entryLinesWithMoves(e.changes, characterName(names), words).map(({ keys, text }) => ({
        keys,
        text,
      })),
    }))
    .filter((c) => c.lines.length > 0);
  return {
    stamp: fingerprint(changes.map((c) => c.id + c.lines.map((l) => l.text).join('|'))),
    versions: versions.map((v) => v.version),
    characters: Object.fromEntries(
      characters.map((c) => [
        c._id,
        { name: characterName(names)(c._id), skills: c.skills, traits: c.traits },
      ]),
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
 * without a request, whether its copy of the locale's /changes.json is stale.
 */
export async function getChangesStamp(locale: SiteLocale = defaultLocale): Promise<string> {
  return (await getChangesData(locale)).stamp;
}
