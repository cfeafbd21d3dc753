import 'server-only';
import { kinds } from '@/lib/kinds/registry';
import { cache } from 'react';
import {
  classes,
  factions,
  elements,
  markedEffects,
  rarities,
  roles,
  translationId,
  type Character,
  type CharacterSummary,
  type Summary,
} from '@/lib/content';
import { currentText, type TranslatableCollection } from '@/lib/content/i18n';
import { rosterScale, type StatScale } from '@/lib/content/stats';
import {
  tiersOf,
  type HeldTierPlacement,
  type TierMovement,
  type TierPlacement,
} from '@/lib/content/tier-summary';
import { collectionTag, documentTag, find, findOne, type Projected, type Stored } from '@/lib/data';
import { cacheScope } from './cache';
import { findCollectionHistory, findEntityHistory } from './history';
import { by, type ListData, type ListDeclaration } from './list';
import { currentLocale } from '@/lib/i18n/current';
import { characterCardWords } from '@/lib/i18n/card-words';
import type { CharacterCardWords } from '@/lib/i18n/words';
import { listModel } from './list-model';
import { findAll, findByIds, readAll, readByIds, readOne } from './read';
import { findTranslationsOf, inLocaleFrom, type PageLocale } from './translations';

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

/** The collections a character page reads besides the character itself: its kind's declared reads. */
const characterPageReads = kinds.characters.detail.reads;

/**
 * Everything a character page shows, in one cached entry: the character, the stat bars' scale,
 * what it links to, its history, and its tier placements and moves. Tagged with the character's
 * own tag and the collections it reads (the scale spans every character), so a write to any of
 * them expires it, as it would the dozen entries of separate reads; but a render keeps,
 * serializes and reads back one entry instead of a dozen. The scale and the tier side come from
 * the summaries the server keeps with every character and tier-list write (two small documents,
 * not the roster, every tier list and their history). A translated page reads the English ones,
 * then the translations of just what it shows, by id (inPageLocale), under `col:translations`.
 * The page and its metadata share it (one key, joined within a request); null for an unknown id.
 */
export async function getCharacterPage(id: string, locale: PageLocale = 'en') {
  'use cache';
  cacheScope([
    documentTag('characters', id),
    ...characterPageReads.map(collectionTag),
    ...(locale === 'en' ? [] : [collectionTag('translations')]),
  ]);
  const [character, summaries, history] = await Promise.all([
    findOne('characters', { _id: id }),
    find('summaries', {
      filter: { _id: { $in: ['characters', 'tierlists', `tierlists:${id}`, 'effects'] } },
      limit: 4,
    }),
    findEntityHistory('characters', id),
  ]);
  if (!character) return null;
  const tiersRead = tiersFrom(summaries, id, locale);
  const [scale, tiers, details] = await Promise.all([
    statScaleFrom(summaries, locale),
    tiersRead,
    findCharacterDetails(character, summaries, tiersRead),
  ]);
  const shown = await inPageLocale(locale, { character, scale, placements: tiers.placements, ...details });
  return {
    character: shown.character,
    // The ids that found the translations stop here: the page (and the stat bars' island) shows names.
    scale: Object.fromEntries(
      Object.entries(shown.scale).map(([stat, { max, holder }]) => [stat, { max, holder }]),
    ) as StatScale,
    details: {
      ...detailsByIds(shown),
      placements: shown.placements.map(({ mode, tier, reason }): TierPlacement => ({ mode, tier, reason })),
    },
    history,
    tierMoves: tiers.moves,
  };
}

type Summaries = readonly Summary[];
/** The scale as the characters' summary keeps it (with each holder's id, unless taken before it kept them). */
type StoredScale = CharacterSummary['statScale'];
/** What a character page reads, before it is put in the page's language. */
type PageRead = {
  character: Stored<Character>;
  scale: StoredScale;
  placements: HeldTierPlacement[];
} & Awaited<ReturnType<typeof findCharacterDetails>>;

/**
 * A character page's reads in its language. The translations of everything it shows (the
 * character, what it links to, the stat bars' holders, the tier lists its placements' reasons come
 * from) are read by id in one lookup, instead of every translation of each collection; the holders
 * and reasons are found by the ids the summaries keep beside their English texts.
 */
async function inPageLocale(locale: PageLocale, read: PageRead): Promise<PageRead> {
  if (locale === 'en') return read;
  const { character, scale, placements, skills, traits, gears, tarots, engravings, teams, effects } = read;
  const ref = (collection: TranslatableCollection) => (doc: { _id: string }) => ({ collection, id: doc._id });
  const holders = Object.values(scale).flatMap((c) => (c.holderId ? [c.holderId] : []));
  const lists = placements.flatMap((p) => (p.reasonAt ? [p.reasonAt.list] : []));
  const translations = await findTranslationsOf(locale, [
    ...[character._id, ...holders].map((id) => ({ collection: 'characters' as const, id })),
    ...lists.map((id) => ({ collection: 'tierlists' as const, id })),
    ...skills.map(ref('skills')),
    ...traits.map(ref('traits')),
    ...gears.map(ref('gears')),
    ...tarots.map(ref('tarots')),
    ...engravings.map(ref('engravings')),
    ...teams.map(ref('teams')),
    ...effects.map(ref('effects')),
  ]);
  const fileOf = (collection: TranslatableCollection, id: string | undefined) =>
    id === undefined ? undefined : translations.get(translationId(locale, collection, id));
  const inLocale = <T extends { _id: string }>(collection: TranslatableCollection, docs: T[]) =>
    inLocaleFrom(locale, translations, collection, docs);
  return {
    character: inLocale('characters', [character])[0]!,
    scale: Object.fromEntries(
      Object.entries(scale).map(([stat, ceiling]) => [
        stat,
        {
          ...ceiling,
          holder:
            currentText(fileOf('characters', ceiling.holderId), 'name', ceiling.holder) ?? ceiling.holder,
        },
      ]),
    ) as StoredScale,
    placements: placements.map((p) => ({
      ...p,
      reason:
        (p.reasonAt && currentText(fileOf('tierlists', p.reasonAt.list), p.reasonAt.field, p.reason)) ??
        p.reason,
    })),
    skills: inLocale('skills', skills),
    traits: inLocale('traits', traits),
    gears: inLocale('gears', gears),
    tarots: inLocale('tarots', tarots),
    engravings: inLocale('engravings', engravings),
    teams: inLocale('teams', teams),
    effects: inLocale('effects', effects),
  };
}

/**
 * The stat bars' fixed scale: each stat's roster-wide maximum at max level and rank, from the
 * characters' summary; a store without one yet (written before summaries existed), or a
 * translated page whose summary was taken before it kept the holders' ids, has it taken from the
 * roster here.
 */
async function statScaleFrom(summaries: Summaries, locale: PageLocale): Promise<StoredScale> {
  const summary = summaries.find((s) => s._id === 'characters');
  if (summary && 'statScale' in summary) {
    const held = Object.values(summary.statScale).every((c) => c.holderId !== undefined);
    if (held || locale === 'en') return summary.statScale;
  }
  const roster = await findAll('characters', {
    projection: { name: 1, baseStats: 1, growth: 1, rankBonus: 1 },
    sort: { _id: 1 },
  });
  return rosterScale(roster);
}

/**
 * The character's tier placements and moves, from its tier summary (none when the tier lists are
 * summarised and it is in none); a store without tier summaries yet, or a translated page whose
 * summary was taken before it kept where each reason sits, has them taken from every tier list
 * and the lists' history here.
 */
async function tiersFrom(
  summaries: Summaries,
  id: string,
  locale: PageLocale,
): Promise<{ placements: HeldTierPlacement[]; moves: TierMovement[] }> {
  const own = summaries.find((s) => s._id === `tierlists:${id}`);
  if (own && 'placements' in own) {
    const held = own.placements.every((p) => p.reasonAt !== undefined);
    if (held || locale === 'en') return { placements: own.placements, moves: own.moves };
  } else if (summaries.some((s) => s._id === 'tierlists')) return { placements: [], moves: [] };
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

/** Everything a character page links to, in English: skills, traits, build pieces, curated teams and effects (uncached). */
async function findCharacterDetails(
  character: Character,
  summaries: Summaries,
  tiers: Promise<{ placements: readonly { reason: string }[] }>,
) {
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
  // The tier reasons name effects too ("applies {{effect:taunt}}"): their links say the page's names.
  const { placements } = await tiers;
  const effects = await effectsFrom(summaries, [
    ...skills.flatMap((s) => s.interactions.map((i) => i.effect)),
    ...markedEffects([
      ...skills.map((s) => s.description),
      ...traits.map((t) => t.description),
      ...character.skillTree.flatMap((t) => t.options.map((o) => o.description)),
      character.profile,
      ...placements.map((p) => p.reason),
    ]),
  ]);
  return { skills, traits, gears, tarots, engravings, teams, effects };
}

/** A character page's linked documents, by id where the page looks them up. */
function detailsByIds({ skills, traits, gears, tarots, engravings, teams, effects }: PageRead) {
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
