import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDataClient } from '@/lib/data/client';
import { editJson } from '@/lib/seed/__fixtures__/fixture';
import { seedTestBed } from '@/lib/seed/__fixtures__/seed-test-bed';
import { runSeed } from '@/lib/seed';
import { getChangesData } from '@/lib/queries/changes';
import { changeItemWords } from '@/lib/i18n/card-words';
import {
  aboutText,
  changesForYou,
  defaultSince,
  lineText,
  newestTime,
  type Interests,
} from './changes-for-you';

// A patch imported through the real pipeline (files → seed → protocol → PGlite → history), then
// filtered by a player's roster and plans as the page and the feed filter it.
const bed = seedTestBed();
const client = createDataClient({ system: true });
const log = () => undefined;
const v27 = { version: '2.7', date: '2026-11-20' };
const v26 = { version: '2.6', date: '2026-11-05' };

/** The fixture's Aria copied under another id and name: more characters to own or not. */
function addCharacter(id: string, name: string) {
  const dir = path.join(bed.content.dir, 'characters');
  const aria = JSON.parse(readFileSync(path.join(dir, 'aria.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(dir, `${id}.json`), JSON.stringify({ ...aria, _id: id, name, aliases: [] }));
  // Every character is placed in the tier list.
  editJson(bed.content.dir, 'tierlists/story.json', (d) => {
    const tiers = d.tiers as { entries: { character: string; reason: string }[] }[];
    tiers.at(-1)!.entries.push({ character: id, reason: 'A fixture unit.' });
  });
}

const interests: Interests = {
  owned: ['aria', 'bram', 'cass', 'dorn', 'ellis'],
  plans: { fenn: { '1': 't1-a' }, aria: { '2': 't2-b' } },
  teams: {},
  modes: ['story', 'arena', 'boss'],
};

test('a patch touching two of a roster’s units and plans and three other things lists exactly the two, in words', async () => {
  for (const [id, name] of [
    ['cass', 'Cass'],
    ['dorn', 'Dorn'],
    ['ellis', 'Ellis'],
    ['fenn', 'Fenn'],
  ] as const)
    addCharacter(id, name);
  const first = await runSeed({ client, contentDir: bed.content.dir, log });
  expect(first.issues).toEqual([]);

  // Patch 2.7: Aria (owned) gains HP; Fenn (not owned, but planned) has the node the plan picked
  // reworded, and one it did not pick; a gear, an enemy and a tarot nobody here has change too.
  const tree = (
    JSON.parse(readFileSync(path.join(bed.content.dir, 'characters/fenn.json'), 'utf8')) as {
      skillTree: { tier: number; options: { id: string; description: string }[] }[];
    }
  ).skillTree;
  editJson(bed.content.dir, 'characters/aria.json', (d) => {
    (d.baseStats as Record<string, number>).hp = 1250;
    d.verified = v27;
  });
  editJson(bed.content.dir, 'characters/fenn.json', (d) => {
    const next = structuredClone(tree);
    next[0]!.options[0]!.description = 'Much more attack.';
    next[0]!.options[1]!.description = 'Much more defense.';
    d.skillTree = next;
    d.verified = v27;
  });
  editJson(bed.content.dir, 'gears/ashen-blade.json', (d) => {
    d.stats = { atk: 130 };
    d.verified = v27;
  });
  editJson(bed.content.dir, 'enemies/cinder-hound.json', (d) => {
    d.level = 22;
    d.verified = v27;
  });
  editJson(bed.content.dir, 'tarots/the-fool.json', (d) => {
    d.stats = { spd: 6 };
    d.verified = v27;
  });
  const change = (collection: string, id: string, before: Record<string, unknown>) => ({
    collection,
    id,
    note: `${id} changed in 2.7.`,
    before: { ...before, verified: v26 },
  });
  mkdirSync(path.join(bed.content.dir, 'patches'), { recursive: true });
  writeFileSync(
    path.join(bed.content.dir, 'patches', '2.7.json'),
    JSON.stringify({
      version: '2.7',
      ...{ date: v27.date, title: 'Fixture patch', summary: 'Five changes.' },
      changes: [
        change('characters', 'aria', { 'baseStats.hp': 1000 }),
        change('characters', 'fenn', { skillTree: tree }),
        change('gears', 'ashen-blade', { 'stats.atk': 120 }),
        change('enemies', 'cinder-hound', { level: 20 }),
        change('tarots', 'the-fool', { 'stats.spd': 5 }),
      ],
    }),
  );
  expect((await runSeed({ client, contentDir: bed.content.dir, log })).status).toBe('applied');

  const data = await getChangesData();
  // Same day, same patch: the order between them is the store's, so compare by name.
  const items = changesForYou(data, interests, { fromVersion: '2.7' }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  expect(
    items.map((i) => [i.reason, i.name, i.version, i.time, i.href, i.historyHref, i.note, i.lines]),
  ).toEqual([
    [
      'owned',
      'Aria',
      '2.7',
      '2026-11-20T12:00:00.000Z',
      '/chars/aria',
      '/chars/aria#history',
      'aria changed in 2.7.',
      [{ text: 'base stats › HP: 1,000 → 1,250' }],
    ],
    [
      'plan',
      'Fenn',
      '2.7',
      '2026-11-20T12:00:00.000Z',
      '/chars/fenn',
      '/chars/fenn#history',
      'fenn changed in 2.7.',
      [
        {
          text: 'skill tree › tier 1 › options › Option 1A › description: More attack. → Much more attack.',
          picked: true,
        },
      ],
    ],
  ]);
  // All five are public changes; the other three touch nobody here.
  expect(
    data.changes
      .filter((c) => c.version === '2.7')
      .map((c) => c.doc)
      .sort(),
  ).toEqual(['aria', 'ashen-blade', 'cinder-hound', 'fenn', 'the-fool'].sort());
  // Since a last visit after the patch, nothing is new; before it, the same two.
  expect(changesForYou(data, interests, { after: newestTime(data)! })).toEqual([]);
  expect(changesForYou(data, interests, defaultSince(data, '2026-11-10T00:00:00.000Z'))).toHaveLength(2);

  // Fenn in a saved team (neither owned nor planned now): every change to it is listed, and why.
  const teamOnly: Interests = { owned: [], plans: {}, teams: { fenn: ['Boss squad'] }, modes: ['story'] };
  const [teamItem] = changesForYou(data, teamOnly, { fromVersion: '2.7' });
  expect([teamItem!.reason, teamItem!.name, teamItem!.lines.length]).toEqual(['team', 'Fenn', 2]);
  expect(aboutText(teamItem!.about!, changeItemWords('en'))).toBe('In your team Boss squad');

  // The page says the same in its language: whom it concerns, the picked node, the change's words.
  const ja = changeItemWords('ja');
  expect(aboutText(teamItem!.about!, ja)).toBe('保存したチーム Boss squad');
  const jaData = await getChangesData('ja');
  const jaItems = changesForYou(jaData, interests, { fromVersion: '2.7' }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  expect(jaItems.map((i) => i.lines.map((l) => lineText(l, ja)))).toEqual([
    ['基礎ステータス › HP: 1,000 → 1,250'],
    [expect.stringMatching(/^プランで選んだノードの変更:スキルツリー › /)],
  ]);
  expect(jaData.stamp).not.toBe(data.stamp);
});
