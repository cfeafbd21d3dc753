import { createDataClient } from '@/lib/data';
import { copyFixture, editJson } from '@/lib/seed/__fixtures__/fixture';
import { runSeed } from '@/lib/seed';
import { refreshSummaries } from '@/lib/functions/summaries';
import { withTestStore } from '@/lib/store/test-store';
import { effectSourceKinds } from '@/lib/content';
import { getEffectRelationCounts, getEffectRelations } from './effect-graph';
import { getEngravingList } from './engravings';
import { getEventEnemies } from './events';
import { getTarotList } from './tarots';

// The reverse relations a page shows, computed from content imported into the real store.
const store = withTestStore();

beforeAll(async () => {
  const content = copyFixture();
  try {
    editJson(content.dir, 'traits/oathbound.json', (d) => {
      d.description = 'Cannot be taunted, and takes 20% less damage from [[burn]].';
      d.interactions = [
        { effect: 'burn', relation: 'resists', target: 'self', aspect: 'damage', amount: 20 },
      ];
    });
    editJson(content.dir, 'tarots/the-fool.json', (d) => {
      d.upright = {
        name: 'Fresh Start',
        description: 'First turn is faster and cleanses [[burn]].',
        interactions: [{ effect: 'burn', relation: 'removes', target: 'self' }],
      };
    });
    editJson(content.dir, 'engravings/ember-rune.json', (d) => {
      d.levels = ['+5% damage to targets under [[burn]].', '+10% damage to targets under [[burn]].'];
      d.interactions = [
        { effect: 'burn', relation: 'benefits', when: 'target', bonus: '+5–10% damage', amounts: [5, 10] },
      ];
    });
    editJson(content.dir, 'characters/aria.json', (d) => {
      const tree = d.skillTree as { options: Record<string, unknown>[] }[];
      Object.assign(tree[0]!.options[0]!, {
        description: 'Hits on targets under [[burn]] deal 10% more.',
        interactions: [
          { effect: 'burn', relation: 'benefits', when: 'target', bonus: '+10% damage', amount: 10 },
        ],
      });
    });
    const result = await runSeed({
      client: createDataClient({ system: true }),
      contentDir: content.dir,
      log: () => {},
    });
    expect(result.issues).toEqual([]);
  } finally {
    content.dispose();
  }
});

/** An effect's relation lists as a page shows them: "kind: name (part) → href", in order. */
async function listed(effect: string) {
  const relations = await getEffectRelations(effect);
  return Object.fromEntries(
    Object.entries(relations)
      .filter(([, edges]) => edges.length > 0)
      .map(([relation, edges]) => [
        relation,
        edges.map(
          ({ source: s }) =>
            `${effectSourceKinds[s.collection]}: ${s.name}${s.part ? ` (${s.part})` : ''} → ${s.href}`,
        ),
      ]),
  );
}

test('an effect knows everything that touches it, by relation, from the structured data alone', async () => {
  expect(await listed('burn')).toEqual({
    applies: [
      'skill: Ember Slash → /skills#ember-slash',
      'gear: Ashen Blade (Smoulder) → /gears/ashen-blade',
      'enemy: Cinder Hound (Bite) → /enemies#cinder-hound',
    ],
    removes: ['tarot: The Fool (Fresh Start) → /tarots#the-fool'],
    resists: ['trait: Oathbound → /traits#oathbound'],
    benefits: [
      'engraving: Ember Rune → /engravings#ember-rune',
      'skill-tree option: Aria (Option 1A) → /chars/aria#skill-tree',
    ],
  });
  // Shield's description marks [[burn]] in free prose: a link, not a relation.
  expect(await listed('shield')).toEqual({
    applies: ['skill: Wick Guard → /skills#wick-guard', 'trait: Lantern Aura → /traits#lantern-aura'],
  });
});

test('the graph is one summary the server keeps with every write to a source collection', async () => {
  const client = createDataClient({ system: true });
  const before = await getEffectRelations('burn');
  await client.updateOne('skills', { _id: 'ember-slash' }, { description: 'A plain cut.', interactions: [] });
  const after = await getEffectRelations('burn');
  expect(before.applies.map((e) => e.source.id)).toContain('ember-slash');
  expect(after.applies.map((e) => e.source.id)).not.toContain('ember-slash');
  expect((await getEffectRelationCounts())['burn']?.applies).toBe(after.applies.length);
});

test('the graph followed write by write is the graph taken again from every source', async () => {
  const graph = async () =>
    (
      await store.current().find('summaries', {
        filter: { _id: { $regex: '^effect-graph' } },
        sort: { _id: 1 },
        limit: 100,
        skip: 0,
      })
    ).map((summary) => Object.fromEntries(Object.entries(summary).filter(([key]) => key !== 'refreshedAt')));
  const followed = await graph();
  expect(followed.map((s) => s._id)).toEqual(['effect-graph', 'effect-graph:burn', 'effect-graph:shield']);
  await refreshSummaries(store.current());
  expect(await graph()).toEqual(followed);
});

test('tarots and engravings know the characters whose builds use them', async () => {
  const tarotUsers = (await getTarotList()).context.related;
  const engravingUsers = (await getEngravingList()).context.related;
  expect(tarotUsers['the-fool']?.map((c) => c._id)).toContain('aria');
  expect(engravingUsers['ember-rune']?.map((c) => c._id)).toContain('aria');
});

test('an event knows its enemies', async () => {
  const enemies = await getEventEnemies('ember-festival');
  expect(enemies.map((e) => e._id)).toEqual(['cinder-hound']);
});
