import 'server-only';
import { createHash } from 'node:crypto';
import { collectionTag } from '@/lib/data';
import { createEngine, type SearchEngine } from '@/lib/search/engine';
import { searchKinds, type SearchDoc, type SearchIndex, type SearchResults } from '@/lib/search/types';
import { cacheScope } from './cache';
import { readAll } from './read';

const words = (...parts: (string | number | undefined | false)[]) =>
  parts.filter((p) => p !== undefined && p !== false && p !== '').join(' ');
const label = (value: string) => value.replace(/-/g, ' ');
const byName = { name: 1 } as const;

/**
 * The global search index: every character, skill, trait, effect, gear, tarot, engraving, event
 * and enemy, with its aliases and a few keywords. One cached read tagged with each of those
 * collections, so any write to them expires it (and the /search-index.json route built from it).
 */
export async function getSearchIndex(): Promise<SearchIndex> {
  'use cache';
  cacheScope(searchKinds.map(collectionTag));
  const base = { _id: 1, name: 1, aliases: 1 } as const;
  const [characters, skills, traits, effects, gears, tarots, engravings, events, enemies] = await Promise.all(
    [
      readAll('characters', {
        projection: { ...base, title: 1, class: 1, faction: 1, element: 1, role: 1, weapon: 1, rarity: 1 },
        sort: byName,
      }),
      readAll('skills', { projection: { ...base, kind: 1, area: 1 }, sort: byName }),
      readAll('traits', { projection: { ...base, category: 1 }, sort: byName }),
      readAll('effects', { projection: { ...base, type: 1 }, sort: byName }),
      readAll('gears', { projection: { ...base, slot: 1, rarity: 1, set: 1, passive: 1 }, sort: byName }),
      readAll('tarots', {
        projection: { ...base, numeral: 1, upright: 1, reversed: 1 },
        sort: { arcana: 1 },
      }),
      readAll('engravings', { projection: { ...base, category: 1 }, sort: byName }),
      readAll('events', { projection: { ...base, type: 1, start: 1 }, sort: { start: 1 } }),
      readAll('enemies', { projection: { ...base, type: 1, element: 1, boss: 1, level: 1 }, sort: byName }),
    ],
  );
  const doc = (
    kind: SearchDoc['kind'],
    d: { _id: string; name: string; aliases?: string[] | undefined },
    detail: string,
    keywords: string,
  ): SearchDoc => ({ kind, id: d._id, name: d.name, aliases: d.aliases ?? [], keywords, detail });

  const docs: SearchDoc[] = [
    ...characters.map((c) =>
      doc(
        'characters',
        c,
        `${c.title} · ${c.rarity}★ ${c.element} ${c.class}`,
        words(c.title, c.class, label(c.faction), c.element, c.role, c.weapon),
      ),
    ),
    ...skills.map((s) => doc('skills', s, `${s.kind} skill · ${label(s.area)}`, words(s.kind))),
    ...traits.map((t) => doc('traits', t, `${t.category} trait`, words(t.category))),
    ...effects.map((e) => doc('effects', e, e.type, words(e.type))),
    ...gears.map((g) =>
      doc(
        'gears',
        g,
        words(g.rarity, g.slot, g.set && `· ${g.set} set`),
        words(g.slot, g.rarity, g.set, g.passive.name),
      ),
    ),
    ...tarots.map((t) =>
      doc('tarots', t, `Major Arcana ${t.numeral}`, words(t.numeral, t.upright.name, t.reversed.name)),
    ),
    ...engravings.map((e) => doc('engravings', e, `${e.category} engraving`, words(e.category))),
    ...events.map((e) =>
      doc('events', e, `${label(e.type)} · ${e.start.slice(0, 10)}`, words(label(e.type))),
    ),
    ...enemies.map((e) =>
      doc(
        'enemies',
        e,
        words(e.boss && 'boss ·', `level ${e.level}`, e.element, e.type),
        words(e.type, e.element, e.boss && 'boss'),
      ),
    ),
  ];
  const version = createHash('sha256').update(JSON.stringify(docs)).digest('base64url').slice(0, 16);
  return { version, docs };
}

let engine: SearchEngine | undefined;

/** Runs a query on the server, over the same index and engine the navbar box uses. */
export async function searchCodex(query: string): Promise<SearchResults> {
  const index = await getSearchIndex();
  // Building the engine takes a few milliseconds; it is rebuilt only when the index changed.
  if (engine?.version !== index.version) engine = createEngine(index);
  return engine.search(query);
}
