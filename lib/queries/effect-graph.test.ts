import fs from 'node:fs';
import path from 'node:path';
import { createDataClient } from '@/lib/data';
import { runSeed } from '@/lib/seed';
import { withTestStore } from '@/lib/store/test-store';
import { getEffectRelations, relationsIn } from './effect-graph';

// An effect's relations over the real store filled with the sample game and its translations:
// the graph summary names its sources in English, a translated page names them in its language.

withTestStore();
const system = createDataClient({ system: true });

beforeAll(async () => {
  const result = await runSeed({ client: system, log: () => {} });
  expect(result.issues).toEqual([]);
});

/** A document's name in a locale, as its translation file says. */
const translated = (locale: string, collection: string, id: string) =>
  (
    JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'content', 'i18n', locale, collection, `${id}.json`), 'utf8'),
    ) as { name: string }
  ).name;

test("names each source of Taunt's relations in the page's language, English as stored", async () => {
  const english = await getEffectRelations('taunt');
  const edge = english.applies.find((e) => e.source.collection === 'skills')!;
  expect(edge).toBeDefined();
  expect(await relationsIn('en', english)).toBe(english);
  for (const locale of ['ja', 'es'] as const) {
    const shown = await relationsIn(locale, english);
    const same = shown.applies.find(
      (e) => e.source.id === edge.source.id && e.source.collection === 'skills',
    )!;
    expect(same.source.name).toBe(translated(locale, 'skills', edge.source.id));
    expect(same.source.href).toBe(edge.source.href);
    // Every list keeps its sources, in order.
    for (const [relation, list] of Object.entries(english))
      expect(shown[relation as keyof typeof shown].map((e) => e.source.id)).toEqual(
        list.map((e) => e.source.id),
      );
  }
  const japanese = Object.values(await relationsIn('ja', english)).flat();
  // Names and parts (a passive, a tree option) are in Japanese: none is the English one any more.
  expect(japanese.filter((e) => /^[A-Za-z' ]+$/.test(e.source.name)).map((e) => e.source.name)).toEqual([]);
});

test("says a source's bonus from an effect in the page's language, as its translation file does", async () => {
  const english = await getEffectRelations('taunt');
  const plate = Object.values(english)
    .flat()
    .find((e) => e.source.id === 'lanternwarden-plate' && e.interaction.bonus !== undefined)!;
  expect(plate.interaction.bonus).toBe('the wearer gains Rally when applying it');
  const japanese = Object.values(await relationsIn('ja', english))
    .flat()
    .find((e) => e.source.id === 'lanternwarden-plate' && e.interaction.bonus !== undefined)!;
  expect(japanese.interaction.bonus).toBe('付与時、装備者が鼓舞を得る');
  expect(japanese.interaction.relation).toBe(plate.interaction.relation);
});
