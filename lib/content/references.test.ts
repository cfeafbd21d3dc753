import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentCollections, contentSchemas, type ContentCollection } from './index';
import { checkReferences, type ContentSet } from './references';

const FIXTURES = path.join(__dirname, '../seed/__fixtures__/content');

/** The small, consistent sample dataset the seed tests also use, parsed by the real schemas. */
function fixture(): ContentSet {
  const set: Record<string, unknown[]> = {};
  for (const c of contentCollections) {
    const dir = path.join(FIXTURES, c);
    set[c] = readdirSync(dir).map((f) => contentSchemas[c].parse(JSON.parse(readFileSync(path.join(dir, f), 'utf8'))));
  }
  return set as ContentSet;
}

function doc<C extends ContentCollection>(set: ContentSet, collection: C, id: string) {
  const found = set[collection]?.find((d) => d._id === id);
  if (!found) throw new Error(`fixture has no ${collection}/${id}`);
  return found as NonNullable<ContentSet[C]>[number];
}

test('the fixture dataset is consistent', () => {
  expect(checkReferences(fixture())).toEqual([]);
});

type Expected = { collection: ContentCollection; _id: string; path: string; message: RegExp };
const cases: [string, (s: ContentSet) => void, Expected | Expected[]][] = [
  ['a skill applies an unknown effect, which its text marks', (s) => {
    const skill = doc(s, 'skills', 'ember-slash');
    skill.description = 'A cut that leaves [[scorch]].';
    skill.interactions[0]!.effect = 'scorch';
  }, [
    { collection: 'skills', _id: 'ember-slash', path: 'description', message: /unknown effect "scorch"/ },
    { collection: 'skills', _id: 'ember-slash', path: 'interactions.0.effect', message: /unknown effect "scorch"/ },
  ]],
  ['a marker with no structured entry', (s) => { doc(s, 'skills', 'ember-slash').description = 'A cut that leaves [[burn]] and [[shield]].'; },
    { collection: 'skills', _id: 'ember-slash', path: 'description', message: /marks \[\[shield\]\] but interactions has no entry for "shield"/ }],
  ['a typed marker that contradicts its entry', (s) => { doc(s, 'skills', 'ember-slash').description = 'A cut that [[removes:burn]].'; },
    { collection: 'skills', _id: 'ember-slash', path: 'description', message: /says \[\[removes:burn\]\] but interactions says applies burn/ }],
  ['a structured entry the text does not mark', (s) => { doc(s, 'skills', 'wick-guard').description = 'Gain a guard.'; },
    { collection: 'skills', _id: 'wick-guard', path: 'interactions.0.effect', message: /applies "shield" is not marked/ }],
  ['a gear passive marks what it does not do', (s) => { doc(s, 'gears', 'ashen-blade').passive.description = 'Hits may apply [[burn]] and [[shield]].'; },
    { collection: 'gears', _id: 'ashen-blade', path: 'passive.description', message: /passive.interactions has no entry for "shield"/ }],
  ['a relation-prefixed marker in free prose', (s) => { doc(s, 'tarots', 'the-fool').lore = 'A card that [[removes:burn]].'; },
    { collection: 'tarots', _id: 'the-fool', path: 'lore', message: /free prose, which only links: write \[\[burn\]\]/ }],
  ['a text marker in free prose names an unknown effect', (s) => { doc(s, 'gears', 'ashen-blade').description = 'Forged in [[scorch]].'; },
    { collection: 'gears', _id: 'ashen-blade', path: 'description', message: /unknown effect "scorch"/ }],
  ['a nested text marker in a tree option', (s) => { doc(s, 'characters', 'aria').skillTree[2]!.options[1]!.description = 'Grants [[Shield]].'; },
    { collection: 'characters', _id: 'aria', path: 'skillTree.2.options.1.description', message: /unknown effect "Shield"/ }],
  ['a typed marker names an unknown effect', (s) => { doc(s, 'characters', 'aria').skillTree[2]!.options[1]!.description = 'Grants [[resists:scorch]].'; },
    [
      { collection: 'characters', _id: 'aria', path: 'skillTree.2.options.1.description', message: /unknown effect "scorch"/ },
      { collection: 'characters', _id: 'aria', path: 'skillTree.2.options.1.description', message: /no entry for "scorch"/ },
    ]],
  ['a marker names an unknown relation', (s) => { doc(s, 'traits', 'oathbound').description = 'Loves [[adores:burn]].'; },
    { collection: 'traits', _id: 'oathbound', path: 'description', message: /unknown relation "adores".*expected applies, removes, prevents, resists, extends, spreads, benefits/ }],
  ['a gear source names an unknown event', (s) => { doc(s, 'gears', 'ashen-blade').sourceEvents = ['ember-festival', 'nope']; },
    { collection: 'gears', _id: 'ashen-blade', path: 'sourceEvents.1', message: /unknown event "nope"/ }],
  ['a character lists an unknown skill', (s) => { doc(s, 'characters', 'aria').skills[1] = 'nope'; },
    { collection: 'characters', _id: 'aria', path: 'skills.1', message: /unknown skill "nope"/ }],
  ['a character lists an unknown trait', (s) => { doc(s, 'characters', 'bram').traits[0] = 'nope'; },
    { collection: 'characters', _id: 'bram', path: 'traits.0', message: /unknown trait "nope"/ }],
  ['a pick names a tier the tree lacks', (s) => { doc(s, 'characters', 'aria').recommendations[0]!.picks[1]!.tier = 9; },
    { collection: 'characters', _id: 'aria', path: 'recommendations.0.picks.1.tier', message: /tier 9 is not in aria's tree/ }],
  ['a pick names an option of another tier', (s) => { doc(s, 'characters', 'aria').recommendations[0]!.picks[0]!.option = 't2-a'; },
    { collection: 'characters', _id: 'aria', path: 'recommendations.0.picks.0.option', message: /tier 1 has no option "t2-a"/ }],
  ['a second mode\'s picks are checked too', (s) => {
    doc(s, 'characters', 'bram').recommendations.push({ mode: 'arena', picks: [{ tier: 3, option: 't3-c', reason: 'x' }] });
  }, { collection: 'characters', _id: 'bram', path: 'recommendations.1.picks.0.option', message: /tier 3 has no option "t3-c"/ }],
  ['one mode picks a tier twice', (s) => { doc(s, 'characters', 'aria').recommendations[0]!.picks[1] = { tier: 1, option: 't1-b', reason: 'x' }; },
    { collection: 'characters', _id: 'aria', path: 'recommendations.0.picks.1.tier', message: /tier 1 is picked twice/ }],
  ['a build names unknown gear', (s) => { doc(s, 'characters', 'aria').builds[0]!.gear[0] = 'nope'; },
    { collection: 'characters', _id: 'aria', path: 'builds.0.gear.0', message: /unknown gear "nope"/ }],
  ['a build names an unknown tarot', (s) => { doc(s, 'characters', 'aria').builds[0]!.tarot = 'the-moon'; },
    { collection: 'characters', _id: 'aria', path: 'builds.0.tarot', message: /unknown tarot "the-moon"/ }],
  ['a build names an unknown engraving', (s) => { doc(s, 'characters', 'aria').builds[0]!.engravings[0] = 'nope'; },
    { collection: 'characters', _id: 'aria', path: 'builds.0.engravings.0', message: /unknown engraving "nope"/ }],
  ['a build uses an engraving its class cannot socket', (s) => { doc(s, 'engravings', 'ember-rune').classes = ['mystic'];
      doc(s, 'characters', 'bram').class = 'mystic'; },
    { collection: 'characters', _id: 'aria', path: 'builds.0.engravings.0', message: /cannot be socketed by a vanguard/ }],
  ['an event features an unknown character', (s) => { doc(s, 'events', 'ember-festival').featured.push('zed'); },
    { collection: 'events', _id: 'ember-festival', path: 'featured.1', message: /unknown character "zed"/ }],
  ['an event reuses a task id', (s) => { doc(s, 'events', 'ember-festival').tasks.push({ id: 'clear-1', label: 'again' }); },
    { collection: 'events', _id: 'ember-festival', path: 'tasks.1.id', message: /task id "clear-1" is used twice/ }],
  ['an enemy skill applies an effect its text does not mark', (s) => { doc(s, 'enemies', 'cinder-hound').skills[0]!.description = 'Bites.'; },
    { collection: 'enemies', _id: 'cinder-hound', path: 'skills.0.interactions.0.effect', message: /applies "burn" is not marked/ }],
  ['an enemy appears in an unknown event', (s) => { doc(s, 'enemies', 'cinder-hound').locations[0]!.event = 'nope'; },
    { collection: 'enemies', _id: 'cinder-hound', path: 'locations.0.event', message: /unknown event "nope"/ }],
  ['a tier entry names an unknown character', (s) => { doc(s, 'tierlists', 'story').tiers[0]!.entries.push({ character: 'zed', reason: 'x' }); },
    { collection: 'tierlists', _id: 'story', path: 'tiers.0.entries.1.character', message: /unknown character "zed"/ }],
  ['a character is placed twice', (s) => { doc(s, 'tierlists', 'story').tiers[1]!.entries.push({ character: 'aria', reason: 'x' }); },
    { collection: 'tierlists', _id: 'story', path: 'tiers.1.entries.1.character', message: /"aria" is placed more than once/ }],
  ['a character is not placed', (s) => { doc(s, 'tierlists', 'story').tiers[1]!.entries = []; },
    { collection: 'tierlists', _id: 'story', path: 'tiers', message: /characters not placed: bram/ }],
];

test.each(cases)('%s', (_name, mutate, expected) => {
  const set = fixture();
  mutate(set);
  expect(checkReferences(set)).toEqual(
    [expected].flat().map((e) => expect.objectContaining({ ...e, message: expect.stringMatching(e.message) })),
  );
});

test('ids known from documents that failed their schema count as existing', () => {
  const set = fixture();
  set.skills = set.skills?.filter((s) => s._id !== 'wick-guard');
  expect(checkReferences(set)).toHaveLength(2);
  const known = { skills: new Set(['ember-slash', 'wick-guard', 'steady-flame']) };
  expect(checkReferences(set, known)).toEqual([]);
});
