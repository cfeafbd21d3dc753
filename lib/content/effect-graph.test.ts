import path from 'node:path';
import { loadContent } from '@/lib/seed/load';
import { checkSchemas } from '@/lib/seed/validate';
import {
  buildEffectGraph,
  effectSourceCollections,
  sourceEdges,
  type EffectEdge,
  type EffectRelationLists,
} from './effect-graph';
import { interactionLabel } from './interaction-label';
import { interactionUnits } from './interactions';
import type { ContentSet } from './references';
import { interactionWords } from '@/lib/i18n/card-words';

const en = interactionWords('en');

// Golden tests over the shipped sample game: the effect pages and badges say what the structured
// data says, and nothing a prose marker merely mentions.

let content: ContentSet;
let graph: Record<string, EffectRelationLists>;
beforeAll(async () => {
  const { parsed } = checkSchemas(await loadContent(path.join(__dirname, '../../content')));
  content = parsed;
  graph = buildEffectGraph(parsed);
});

/** "collection:id" (or "collection:id/part") of each source in a relation list. */
const sources = (edges: readonly EffectEdge[]) =>
  edges.map(({ source: s }) => `${s.collection}:${s.id}${s.part ? `/${s.part}` : ''}`);

test('Taunt is applied only by what applies it; Wickblade Sweep, which exploits it, benefits from it', () => {
  const taunt = graph.taunt!;
  expect(sources(taunt.applies)).toEqual(
    expect.arrayContaining([
      'skills:boarding-challenge',
      'skills:gatepost-stand',
      'enemies:sallow-gate-sentinel/Hold the Line',
      'characters:aurelia-vance/Beacon Call',
    ]),
  );
  expect(sources(taunt.applies)).not.toContain('skills:wickblade-sweep');
  expect(sources(taunt.applies).filter((s) => s.startsWith('engravings:') || s.startsWith('gears:'))).toEqual([]);
  expect(sources(taunt.benefits)).toEqual(
    expect.arrayContaining(['skills:wickblade-sweep', 'gears:lanternwarden-plate/Shelter of Light', 'engravings:unbroken']),
  );
  // Every "applied by" entry carries what a player needs: chance, turns and target.
  for (const { interaction } of taunt.applies)
    expect(interaction).toEqual(
      expect.objectContaining({ chance: expect.any(Number), turns: expect.any(Number), target: expect.any(String) }),
    );
});

test('Cinder Ward resists Burn, Poison and Bleed, by 10–30% damage, and applies nothing', () => {
  const ward = Object.entries(graph).flatMap(([effect, lists]) =>
    Object.entries(lists).flatMap(([relation, edges]) =>
      edges.filter((e) => e.source.id === 'cinder-ward').map((e) => `${relation} ${effect} ${interactionLabel(e.interaction, undefined, en)}`),
    ),
  );
  expect(ward.sort()).toEqual([
    'resists bleed resists Bleed −10–30% damage · self',
    'resists burn resists Burn −10–30% damage · self',
    'resists poison resists Poison −10–30% damage · self',
  ]);
});

test('every structured entry is on its effect page and its source badges, and nothing else is', () => {
  // What the content's structured data says, one line per entry.
  const written: string[] = [];
  for (const collection of effectSourceCollections)
    for (const doc of content[collection] ?? [])
      for (const unit of interactionUnits(collection, doc))
        for (const i of unit.interactions) written.push(`${collection}:${doc._id} ${i.relation} ${i.effect} ${interactionLabel(i, undefined, en)}`);

  // What the effect pages list (the graph, as its summary stores it).
  const onPages = Object.entries(graph).flatMap(([effect, lists]) =>
    Object.entries(lists).flatMap(([relation, edges]) =>
      edges.map((e) => `${e.source.collection}:${e.source.id} ${relation} ${effect} ${interactionLabel(e.interaction, undefined, en)}`),
    ),
  );
  // What the sources' badges show (the components render one badge per edge, with this label).
  const onBadges = effectSourceCollections.flatMap((collection) =>
    (content[collection] ?? []).flatMap((doc) =>
      sourceEdges(collection, doc).map(
        (e) => `${collection}:${doc._id} ${e.interaction.relation} ${e.interaction.effect} ${interactionLabel(e.interaction, undefined, en)}`,
      ),
    ),
  );
  expect(written.length).toBeGreaterThan(300);
  expect(onPages.sort()).toEqual([...written].sort());
  expect(onBadges.sort()).toEqual([...written].sort());
  // Every effect a page lists exists.
  const effects = new Set((content.effects ?? []).map((e) => e._id));
  expect(Object.keys(graph).filter((id) => !effects.has(id))).toEqual([]);
});
