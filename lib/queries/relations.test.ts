import { createDataClient } from '@/lib/data';
import { copyFixture, editJson } from '@/lib/seed/__fixtures__/fixture';
import { runSeed } from '@/lib/seed';
import { withTestStore } from '@/lib/store/test-store';
import { getEffectRelations } from './effect-relations';
import { getEngravingList } from './engravings';
import { getEventEnemies } from './events';
import { getTarotList } from './tarots';

// The reverse relations a page shows, computed from content imported into the real store.
withTestStore();

beforeAll(async () => {
  const content = copyFixture();
  try {
    editJson(content.dir, 'traits/oathbound.json', (d) => {
      d.description = 'Cannot be taunted, and immune to [[resists:burn]].';
    });
    editJson(content.dir, 'tarots/the-fool.json', (d) => {
      (d.upright as { description: string }).description =
        'First turn is faster and cleanses [[removes:burn]].';
    });
    editJson(content.dir, 'engravings/ember-rune.json', (d) => {
      d.description = 'Stokes flame: +10% damage to targets under [[benefits:burn]].';
    });
    editJson(content.dir, 'characters/aria.json', (d) => {
      const tree = d.skillTree as { options: { name: string; description: string }[] }[];
      tree[0]!.options[0]!.description = 'Hits on targets under [[benefits:burn]] deal 10% more.';
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

test('an effect knows everything that applies, removes, resists or benefits from it, by kind', async () => {
  const burn = (await getEffectRelations()).get('burn');
  const names = (relation: 'applies' | 'removes' | 'resists' | 'benefits') =>
    burn?.[relation].map((e) => `${e.kind}: ${e.name} → ${e.href}`);
  expect(names('applies')).toEqual(
    expect.arrayContaining([
      'skill: Ember Slash → /skills#ember-slash',
      expect.stringMatching(/^gear: .+ → \/gears\/ashen-blade$/),
      expect.stringMatching(/^enemy: .+ → \/enemies#cinder-hound$/),
    ]),
  );
  expect(names('removes')).toEqual([expect.stringMatching(/^tarot: .+ → \/tarots#the-fool$/)]);
  expect(names('resists')).toEqual([expect.stringMatching(/^trait: .+ → \/traits#oathbound$/)]);
  expect(names('benefits')).toEqual([
    expect.stringMatching(/^engraving: .+ → \/engravings#ember-rune$/),
    expect.stringMatching(/^skill-tree option: .+ \(Aria\) → \/chars\/aria#skill-tree$/),
  ]);
  // A skill named twice (its effects list and its text) is listed once.
  expect(names('applies')?.filter((n) => n.includes('Ember Slash'))).toHaveLength(1);
});

test('tarots and engravings know the characters whose builds use them', async () => {
  const tarotUsers = (await getTarotList()).context.users;
  const engravingUsers = (await getEngravingList()).context.users;
  expect(tarotUsers['the-fool']?.map((c) => c._id)).toContain('aria');
  expect(engravingUsers['ember-rune']?.map((c) => c._id)).toContain('aria');
});

test('an event knows its enemies', async () => {
  const enemies = await getEventEnemies('ember-festival');
  expect(enemies.map((e) => e._id)).toEqual(['cinder-hound']);
});
