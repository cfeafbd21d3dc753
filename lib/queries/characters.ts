import 'server-only';
import { cache } from 'react';
import {
  classes,
  factions,
  elements,
  markedEffects,
  rarities,
  roles,
  type Character,
  type Effect,
  type Summary,
} from '@/lib/content';
import { rosterScale, type StatScale } from '@/lib/content/stats';
import { tiersOf, type CharacterTiers } from '@/lib/content/tier-summary';
import { collectionTag, documentTag, find, findOne, type Projected, type Stored } from '@/lib/data';
import { cacheScope } from './cache';
import { findCollectionHistory, findEntityHistory } from './history';
import { by, type ListData, type ListDeclaration } from './list';
import { currentLocale } from '@/lib/i18n/current';
import { characterCardWords } from '@/lib/i18n/card-words';
import type { CharacterCardWords } from '@/lib/i18n/words';
import { listModel } from './list-model';
import { findAll, findByIds, readAll, readByIds, readOne } from './read';
import { inLocaleOf, type PageLocale } from './translations';

/** The fields a character card shows: the projection every list of cards asks the store for. */
export const characterCardFields = {
  _id: 1,
  name: 1,
  title: 1,
  rarity: 1,
  class: 1,
  faction: 1,
  role: 1,
  element: 1,
  releaseDate: 1,
} as const;

export type CharacterCard = Projected<Stored<Character>, typeof characterCardFields>;

/** The character filters, shared by the character list and the tier list. */
export const characterFilters: ListDeclaration<CharacterCard>['filters'] = [
  { name: 'rarity', options: rarities, words: 'stars', of: (c) => c.rarity },
  { name: 'class', options: classes, words: 'classes', of: (c) => c.class },
  { name: 'faction', options: factions, words: 'factions', of: (c) => c.faction },
  { name: 'element', options: elements, words: 'elements', of: (c) => c.element },
  { name: 'role', options: roles, words: 'roles', of: (c) => c.role },
  { name: 'owned', owned: true },
];

export const characterList: ListDeclaration<CharacterCard> = {
  page: { columns: 'row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4' },
  kind: 'characters',
  perPage: 21,
  search: 'title',
  filters: characterFilters,
  sorts: [
    { value: 'name', compare: by((c) => c.name) },
    { value: 'rarity', compare: by((c) => c.rarity, -1) },
    { value: 'release', compare: by((c) => c.releaseDate, -1) },
  ],
};

/** Every character as a card, by name. */
export function getCharacterCards() {
  return readAll('characters', { projection: characterCardFields, sort: { name: 1 } });
}

/** The character list: every card and the model its filters run on. */
export async function getCharacterList(): Promise<ListData<CharacterCard, { words: CharacterCardWords }>> {
  const [characters, locale] = await Promise.all([getCharacterCards(), currentLocale()]);
  return {
    items: characters,
    model: listModel(characterList, characters, locale),
    context: { words: characterCardWords(locale) },
  };
}

/** One character by id, shared by share images within a request. */
export const getCharacter = cache((id: string) => readOne('characters', id));

/** The collections a character page reads besides the character itself. */
const characterPageReads = [
  'characters',
  'skills',
  'traits',
  'gears',
  'tarots',
  'engravings',
  'tierlists',
  'effects',
  'teams',
] as const;

/**
 * Everything a character page shows, in one cached entry: the character, the stat bars' scale,
 * what it links to, its history, and its tier placements and moves. Tagged with the character's
 * own tag and the collections it reads (the scale spans every character), so a write to any of
 * them expires it, as it would the dozen entries of separate reads; but a render keeps,
 * serializes and reads back one entry instead of a dozen. The scale and the tier side come from
 * the summaries the server keeps with every character and tier-list write (two small documents,
 * not the roster, every tier list and their history). The page and its metadata share it (one
 * key, joined within a request); null for an unknown id.
 */
export async function getCharacterPage(id: string, locale: PageLocale = 'en') {
  'use cache';
  cacheScope([documentTag('characters', id), ...characterPageReads.map(collectionTag)]);
  const [character, summaries, history] = await Promise.all([
    findOne('characters', { _id: id }),
    find('summaries', {
      filter: { _id: { $in: ['characters', 'tierlists', `tierlists:${id}`, 'effects'] } },
      limit: 4,
    }),
    findEntityHistory('characters', id),
  ]);
  if (!character) return null;
  const [scale, tiers, details, [shown]] = await Promise.all([
    statScaleFrom(summaries),
    tiersFrom(summaries, id),
    findCharacterDetails(character, summaries, locale),
    inLocaleOf(locale, 'characters', [character]),
  ]);
  return {
    character: shown!,
    scale: await scaleIn(locale, scale),
    details: { ...details, placements: await placementsIn(locale, id, tiers.placements) },
    history,
    tierMoves: tiers.moves,
  };
}

type Summaries = readonly Summary[];

/**
 * The stat bars' scale with each stat's holder named in the page's language (the summary keeps the
 * English name).
 */
async function scaleIn(locale: PageLocale, scale: StatScale): Promise<StatScale> {
  if (locale === 'en') return scale;
  const english = await findAll('characters', { projection: { name: 1 } });
  const shown = await inLocaleOf(locale, 'characters', english);
  const names = new Map(english.map((c, i) => [c.name, shown[i]!.name]));
  return Object.fromEntries(
    Object.entries(scale).map(([stat, ceiling]) => [
      stat,
      { ...ceiling, holder: names.get(ceiling.holder) ?? ceiling.holder },
    ]),
  ) as StatScale;
}

/**
 * A character's tier placements with their reasons in the page's language: the summary keeps the
 * English reasons, so a translated page reads them from the tier lists (three documents) as the
 * locale shows them.
 */
async function placementsIn(locale: PageLocale, id: string, placements: CharacterTiers['placements']) {
  if (locale === 'en' || placements.length === 0) return placements;
  const lists = await inLocaleOf(locale, 'tierlists', await findAll('tierlists', {}));
  return placements.map((placement) => {
    const entry = lists
      .find((list) => list.mode === placement.mode)
      ?.tiers.flatMap((tier) => tier.entries)
      .find((e) => e.character === id);
    return entry ? { ...placement, reason: entry.reason } : placement;
  });
}

/**
 * The stat bars' fixed scale: each stat's roster-wide maximum at max level and rank, from the
 * characters' summary; a store without one yet (written before summaries existed) has it taken
 * from the roster here.
 */
async function statScaleFrom(summaries: Summaries): Promise<StatScale> {
  const summary = summaries.find((s) => s._id === 'characters');
  if (summary && 'statScale' in summary) return summary.statScale;
  const roster = await findAll('characters', {
    projection: { name: 1, baseStats: 1, growth: 1, rankBonus: 1 },
    sort: { _id: 1 },
  });
  return rosterScale(roster);
}

/**
 * The character's tier placements and moves, from its tier summary (none when the tier lists are
 * summarised and it is in none); a store without tier summaries yet has them taken from every
 * tier list and the lists' history here.
 */
async function tiersFrom(summaries: Summaries, id: string): Promise<CharacterTiers> {
  const own = summaries.find((s) => s._id === `tierlists:${id}`);
  if (own && 'placements' in own) return { placements: own.placements, moves: own.moves };
  if (summaries.some((s) => s._id === 'tierlists')) return { placements: [], moves: [] };
  const [tierlists, tierHistory] = await Promise.all([
    findAll('tierlists', { sort: { mode: 1 } }),
    findCollectionHistory('tierlists'),
  ]);
  return tiersOf(id, tierlists, tierHistory);
}

/**
 * The name and type of each effect a page mentions (unknown ids skipped), from the effects'
 * summary read with the page's first reads; a store without one yet has them read here.
 */
async function effectsFrom(summaries: Summaries, ids: readonly string[]) {
  const summary = summaries.find((s) => s._id === 'effects');
  if (!summary || !('names' in summary)) return findByIds('effects', ids, { _id: 1, name: 1, type: 1 });
  return [...new Set(ids)].flatMap((id) =>
    Object.hasOwn(summary.names, id) ? [{ _id: id, ...summary.names[id]! }] : [],
  );
}

/** Characters by id as cards, in the order given (featured characters, tier entries). */
export function getCharacterCardsById(ids: readonly string[]) {
  return readByIds('characters', ids, characterCardFields);
}

/** The fields a character page's skill cards show (and read effect markers from). */
const skillCardFields = {
  _id: 1,
  name: 1,
  kind: 1,
  range: 1,
  area: 1,
  cooldown: 1,
  cost: 1,
  description: 1,
  interactions: 1,
} as const;

/** Everything a character page links to: skills, traits, build pieces, curated teams and effects (uncached). */
async function findCharacterDetails(character: Character, summaries: Summaries, locale: PageLocale) {
  const [skills, traits, gears, tarots, engravings, teams] = await Promise.all([
    findByIds('skills', character.skills, skillCardFields),
    findByIds('traits', character.traits),
    findByIds(
      'gears',
      character.builds.flatMap((b) => b.gear),
    ),
    findByIds(
      'tarots',
      character.builds.map((b) => b.tarot),
    ),
    findByIds(
      'engravings',
      character.builds.flatMap((b) => b.engravings),
    ),
    findAll('teams', {
      filter: { 'members.character': character._id },
      projection: { name: 1, mode: 1 },
      sort: { mode: 1, name: 1 },
    }),
  ]);
  const effects = await effectsFrom(summaries, [
    ...skills.flatMap((s) => s.interactions.map((i) => i.effect)),
    ...markedEffects([
      ...skills.map((s) => s.description),
      ...traits.map((t) => t.description),
      ...character.skillTree.flatMap((t) => t.options.map((o) => o.description)),
      character.profile,
    ]),
  ]);
  return localizeDetails(locale, { skills, traits, gears, tarots, engravings, teams, effects });
}

/** A character page's linked documents in the page's language, by id where the page looks them up. */
async function localizeDetails<
  S,
  T,
  G extends { _id: string },
  Ta extends { _id: string },
  En extends { _id: string },
  Te,
  Ef extends { _id: string; name: string; type: Effect['type'] },
>(
  locale: PageLocale,
  read: { skills: S[]; traits: T[]; gears: G[]; tarots: Ta[]; engravings: En[]; teams: Te[]; effects: Ef[] },
) {
  const [skills, traits, gears, tarots, engravings, teams, effects] = await Promise.all([
    inLocaleOf(locale, 'skills', read.skills),
    inLocaleOf(locale, 'traits', read.traits),
    inLocaleOf(locale, 'gears', read.gears),
    inLocaleOf(locale, 'tarots', read.tarots),
    inLocaleOf(locale, 'engravings', read.engravings),
    inLocaleOf(locale, 'teams', read.teams),
    inLocaleOf(locale, 'effects', read.effects),
  ]);
  return {
    skills,
    traits,
    gears: new Map(gears.map((g) => [g._id, g])),
    tarots: new Map(tarots.map((t) => [t._id, t])),
    engravings: new Map(engravings.map((e) => [e._id, e])),
    /** The curated teams the character is in. */
    teams,
    /** Effect id → name, for every effect the page mentions. */
    effectNames: Object.fromEntries(effects.map((e) => [e._id, e.name])),
    /** Effect id → the name and type an interaction badge shows. */
    effects: Object.fromEntries(effects.map((e) => [e._id, { name: e.name, type: e.type }])),
  };
}

export type CharacterPage = NonNullable<Awaited<ReturnType<typeof getCharacterPage>>>;
