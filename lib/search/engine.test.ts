import fs from 'node:fs';
import path from 'node:path';
import { searchVocabularySchema } from '@/lib/content/search-vocabulary';
import { buildEffectGraph, effectSourceCollections, emptyRelationLists } from '@/lib/content/effect-graph';
import synonyms from '@/content/search/synonyms.json';
import { searchDocs, type SearchSources } from './docs';
import { createEngine } from './engine';
import { interactionDetail } from '@/lib/content/interaction-detail';
import { interactionWords } from '@/lib/i18n/card-words';
import { HITS_PER_KIND, type SearchIndex, type SearchRelations, type SearchResults } from './types';
import { searchKinds } from '@/lib/kinds/registry';

/** The sample content's files as the index reads them (the fields it needs are plain JSON). */
function readSources(): SearchSources {
  const dir = path.join(__dirname, '..', '..', 'content');
  return Object.fromEntries(
    searchKinds.map((kind) => [
      kind,
      fs
        .readdirSync(path.join(dir, kind))
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(fs.readFileSync(path.join(dir, kind, f), 'utf8')) as unknown),
    ]),
  ) as unknown as SearchSources;
}

const index: SearchIndex = {
  version: 'test',
  docs: searchDocs(readSources()),
  vocabulary: searchVocabularySchema.parse(synonyms),
};
const engine = createEngine(index);

/** Every hit as `kind:id`, in the order shown. */
const keys = (results: SearchResults) =>
  results.groups.flatMap((g) => g.hits.map((h) => `${g.kind}:${h.id}`));
const characters = (filter: (c: SearchSources['characters'][number]) => boolean) =>
  readSources()
    .characters.filter(filter)
    .map((c) => `characters:${c._id}`)
    .sort();

describe('ranking over the sample content', () => {
  it.each([
    ['tank', (c: SearchSources['characters'][number]) => c.role === 'tank'],
    ['flame', (c: SearchSources['characters'][number]) => c.element === 'flame'],
    ['fire', (c: SearchSources['characters'][number]) => c.element === 'flame'],
  ])('"%s" finds every character of that facet, characters first', (query, facet) => {
    const results = engine.search(query);
    const expected = characters(facet);
    expect(expected.length).toBeGreaterThanOrEqual(7);
    expect(results.groups[0]?.kind).toBe('characters');
    expect(results.groups[0]?.hits.map((h) => `characters:${h.id}`).sort()).toEqual(expected);
  });

  it('"tank" has no near spellings once real matches exist (no Capacitor Bank)', () => {
    expect(keys(engine.search('tank'))).not.toContain('skills:capacitor-bank');
    expect(keys(engine.search('tank'))).toContain('characters:garrow-oak');
  });

  it('"fire" means Flame, not Live Wire, Fine Print or Mire Lurker', () => {
    const found = keys(engine.search('fire'));
    for (const loose of ['traits:live-wire', 'traits:fine-print', 'enemies:mire-lurker'])
      expect(found).not.toContain(loose);
    expect(found).toContain('characters:tamsin-pyre');
  });

  it('"Asbhy" (two letters swapped) finds Ashby Thorne first', () => {
    expect(keys(engine.search('Asbhy'))[0]).toBe('characters:ashby-thorne');
  });

  it('"wickbl" gives the Wickblade things only', () => {
    const found = keys(engine.search('wickbl'));
    expect(found.slice(0, 2)).toEqual(['gears:wickblade', 'skills:wickblade-sweep']);
    for (const loose of ['gears:black-wick', 'enemies:wick-thief', 'events:night-of-hollow-wicks'])
      expect(found).not.toContain(loose);
    expect(found.length).toBeLessThanOrEqual(4);
  });

  it('ranks the exact name, then a name prefix, then an alias, then a keyword', () => {
    expect(keys(engine.search('wickblade'))[0]).toBe('gears:wickblade');
    const thorne = engine.search('thorne');
    expect(keys(thorne)[0]).toBe('characters:ashby-thorne');
    expect(thorne.groups[0]?.hits[0]?.alias).toBe('Thorne');
    // "Garrow" is the name; "Garrow Oak" an alias; "oak" a word of that alias.
    expect(keys(engine.search('garrow'))[0]).toBe('characters:garrow-oak');
    expect(engine.search('garrow').groups[0]?.hits[0]?.alias).toBeUndefined();
  });

  it('the navbar caps each kind, in the same order as the full list', () => {
    const all = engine.search('flame');
    const capped = engine.search('flame', { perKind: HITS_PER_KIND });
    for (const group of capped.groups) {
      const full = all.groups.find((g) => g.kind === group.kind);
      expect(group.hits).toEqual(full?.hits.slice(0, HITS_PER_KIND));
    }
    expect(capped.groups.map((g) => g.kind)).toEqual(all.groups.map((g) => g.kind));
  });

  it('keeps the near spellings when nothing better matches', () => {
    expect(keys(engine.search('aurelai'))[0]).toBe('characters:aurelia-vance');
    expect(keys(engine.search('wikblade'))[0]).toBe('gears:wickblade');
  });
});

/** Relation lists from fixture documents, as the effect graph derives them. */
const fixtureRelations: SearchRelations = buildEffectGraph({
  skills: [
    {
      _id: 'purifying-rain',
      name: 'Purifying Rain',
      description: 'Removes [[burn]] from all allies.',
      interactions: [{ effect: 'burn', relation: 'removes', target: 'allies' }],
    },
    {
      _id: 'iron-call',
      name: 'Iron Call',
      description: '[[taunt]]s all enemies for 2 turns.',
      interactions: [{ effect: 'taunt', relation: 'applies', target: 'enemies', chance: 100, turns: 2 }],
    },
  ],
  traits: [
    {
      _id: 'fireproof',
      name: 'Fireproof',
      description: 'Immune to [[burn]]; takes 30% less damage from [[burn]].',
      interactions: [
        { effect: 'burn', relation: 'prevents', target: 'self' },
        { effect: 'burn', relation: 'resists', target: 'self', aspect: 'damage', amount: 30 },
      ],
    },
  ],
  gears: [
    {
      _id: 'goading-shield',
      name: 'Goading Shield',
      passive: {
        name: 'Provoke',
        description: '+20% damage against [[taunt]]ed enemies.',
        interactions: [{ effect: 'taunt', relation: 'benefits', when: 'target', bonus: '+20% damage' }],
      },
    },
  ],
});

describe('relation questions', () => {
  it.each([
    ['what removes burn', 'burn', 'removes', 'Purifying Rain', 'allies'],
    ['burn cleanse', 'burn', 'removes', 'Purifying Rain', 'allies'],
    ['who applies taunt', 'taunt', 'applies', 'Iron Call', '100% · 2 turns · enemies'],
    ['burn immunity', 'burn', 'prevents', 'Fireproof', 'self'],
    ['resists burn', 'burn', 'resists', 'Fireproof', '−30% damage · self'],
    ['benefits from taunt', 'taunt', 'benefits', 'Goading Shield', '+20% damage · against a target under it'],
  ])('"%s" answers with the %s list: %s %s', (query, effect, relation, name, figures) => {
    const results = engine.search(query, { relations: fixtureRelations });
    expect(results.question).toMatchObject({ effect, relation });
    expect(results.answer?.entries.map((e) => e.source.name)).toEqual([name]);
    expect(interactionDetail(results.answer!.entries[0]!.interaction, interactionWords('en'))).toBe(figures);
    expect(results.answer?.effectHref).toBe(`/effects/${effect}`);
    // Then the ordinary results for the effect itself.
    expect(keys(results)[0]).toBe(`effects:${effect}`);
  });

  it('names the part of a source (a gear passive) and links the source', () => {
    const entry = engine.search('benefits from taunt', { relations: fixtureRelations }).answer?.entries[0];
    expect(entry?.source).toMatchObject({
      part: 'Provoke',
      collection: 'gears',
      href: '/gears/goading-shield',
    });
  });

  it('without the relation lists, says the question but leaves the answer to the caller', () => {
    const results = engine.search('what removes burn');
    expect(results.question).toEqual({ effect: 'burn', relation: 'removes', rest: 'burn' });
    expect(results.answer).toBeUndefined();
  });

  it('with lists for another effect only, waits rather than answering "nothing"', () => {
    expect(
      engine.search('what removes petrify', { relations: { burn: fixtureRelations.burn! } }).answer,
    ).toBeUndefined();
  });

  it('an effect nothing touches answers with an empty list', () => {
    const relations = { petrify: emptyRelationLists() };
    expect(engine.search('what removes petrify', { relations }).answer?.entries).toEqual([]);
  });

  it.each(['immunity', 'burn', 'resistance up', 'what', 'removes wickblade'])(
    '"%s" is not a question',
    (q) => {
      expect(engine.search(q).question).toBeUndefined();
    },
  );

  it('"who applies immunity" asks about the Immunity effect', () => {
    expect(engine.search('who applies immunity').question).toMatchObject({
      effect: 'immunity',
      relation: 'applies',
    });
  });
});

describe('relation questions over the sample content', () => {
  const dir = path.join(__dirname, '..', '..', 'content');
  const read = (kind: string) =>
    fs
      .readdirSync(path.join(dir, kind))
      .map(
        (f) => JSON.parse(fs.readFileSync(path.join(dir, kind, f), 'utf8')) as { _id: string; name: string },
      );
  const relations: SearchRelations = buildEffectGraph(
    Object.fromEntries(effectSourceCollections.map((k) => [k, read(k)])),
  );
  const answer = (q: string) =>
    engine
      .search(q, { relations })
      .answer?.entries.map((e) => `${e.source.href}${e.source.part ? ` ${e.source.part}` : ''}`);

  it.each([
    [
      'what removes burn',
      ['/skills#oathburner', '/skills#tobiah-spring-suture', '/chars/tamsin-pyre#skill-tree Keep the Embers'],
    ],
    [
      'burn cleanse',
      ['/skills#oathburner', '/skills#tobiah-spring-suture', '/chars/tamsin-pyre#skill-tree Keep the Embers'],
    ],
    ['burn immunity', ['/skills#heretics-heat', '/gears/brinesoaked-coat Salt Crust']],
    ['resists burn', ['/traits#foundry-tempered', '/engravings#cinder-ward']],
    [
      'benefits from taunt',
      ['/skills#wickblade-sweep', '/gears/lanternwarden-plate Shelter of Light', '/engravings#unbroken'],
    ],
  ])('"%s" lists exactly what the content says', (query, expected) => {
    expect(answer(query)).toEqual(expected);
  });

  it('"who applies taunt" lists the taunting skills, enemy skills and tree options, not what only exploits it', () => {
    const found = answer('who applies taunt') ?? [];
    expect(found).toEqual(
      expect.arrayContaining([
        '/skills#garrow-canopy-shelter',
        '/enemies#ironclad-champion Bastion Protocol',
        '/chars/garrow-oak#skill-tree Stubborn Trunk',
      ]),
    );
    expect(found).not.toContain('/skills#wickblade-sweep');
    expect(found).not.toContain('/gears/lanternwarden-plate Shelter of Light');
  });

  it('shows the figures each entry carries', () => {
    const figures = (q: string, href: string) =>
      interactionDetail(
        engine.search(q, { relations }).answer!.entries.find((e) => e.source.href === href)!.interaction,
        interactionWords('en'),
      );
    expect(figures('who applies taunt', '/enemies#ironclad-champion')).toBe('70% · 1 turn · enemies');
    expect(figures('resists burn', '/engravings#cinder-ward')).toBe('−10–30% damage · self');
    expect(figures('benefits from taunt', '/engravings#unbroken')).toBe(
      'less damage taken · against a target under it · enemies',
    );
  });
});
