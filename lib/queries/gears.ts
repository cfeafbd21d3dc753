import 'server-only';
import { cache } from 'react';
import { gearRarities, gearSets, gearSlots, markedEffects, type Gear } from '@/lib/content';
import type { Projected, Stored } from '@/lib/data';
import { by, type ListData, type ListDeclaration } from './list';
import { currentLocale } from '@/lib/i18n/current';
import { gearCardWords } from '@/lib/i18n/card-words';
import type { GearCardWords } from '@/lib/i18n/words';
import { listModel } from './list-model';
import { readAll, readByIds, readOne } from './read';
import { readAll as readEnglish } from './read-stored';

/** The fields a gear card shows. */
export const gearCardFields = { _id: 1, name: 1, slot: 1, rarity: 1, set: 1, stats: 1, passive: 1 } as const;

export type GearCard = Projected<Stored<Gear>, typeof gearCardFields>;

export const gearList: ListDeclaration<GearCard> = {
  page: { columns: 'row-cols-1 row-cols-md-2 row-cols-xl-3' },
  kind: 'gears',
  // Cut at perPage entries or pageWeight bytes of them, whichever comes first: the heaviest English
  // page fits, and a language with longer texts gets fewer entries a page within the HTML budget.
  perPage: 24,
  pageWeight: 10_000,
  filters: [
    { name: 'slot', options: gearSlots, words: 'gearSlots', of: (g) => g.slot },
    { name: 'rarity', options: gearRarities, words: 'gearRarities', of: (g) => g.rarity },
    { name: 'set', options: gearSets.map((s) => ({ value: s, label: s })), of: (g) => g.set },
  ],
  sorts: [
    { value: 'slot', compare: by((g) => gearSlots.indexOf(g.slot)) },
    { value: 'name', compare: by((g) => g.name) },
    { value: 'rarity', compare: by((g) => gearRarities.indexOf(g.rarity), -1) },
  ],
};

/**
 * The set filter in a language: a set's value stays its English name (so a filtered URL means the
 * same in every language) while a translated card shows the set's translated name, so each piece
 * is matched by its English set and each option worded as the pieces of the set name it.
 */
function setFilter(
  gears: readonly GearCard[],
  english: readonly Pick<GearCard, '_id' | 'set'>[],
): ListDeclaration<GearCard>['filters'][number] {
  const englishSet = new Map(english.map((g) => [g._id, g.set]));
  const shown = new Map(gears.flatMap((g) => (g.set ? [[englishSet.get(g._id) ?? g.set, g.set]] : [])));
  return {
    name: 'set',
    options: gearSets.map((s) => ({ value: s, label: shown.get(s) ?? s })),
    of: (g) => englishSet.get(g._id) ?? g.set,
  };
}

/** The gear list: every piece as a card and the model its filters run on, in the page's language. */
export async function getGearList(): Promise<ListData<GearCard, { words: GearCardWords }>> {
  const [gears, english, locale] = await Promise.all([
    readAll('gears', { projection: gearCardFields, sort: { slot: 1, name: 1 } }),
    readEnglish('gears', { projection: { _id: 1, set: 1 } }),
    currentLocale(),
  ]);
  const list = {
    ...gearList,
    filters: gearList.filters.map((f) => (f.name === 'set' ? setFilter(gears, english) : f)),
  };
  return { items: gears, model: listModel(list, gears, locale), context: { words: gearCardWords(locale) } };
}

/** One gear piece by id, shared by the page, its metadata and its share image within a request. */
export const getGear = cache((id: string) => readOne('gears', id));

/**
 * The other pieces of the gear's set, the characters whose builds use it, and the names of the
 * effects its texts mark and its passive touches; read once per request (the profile and the
 * details sections share it).
 */
export const getGearDetails = cache(async (gear: Gear & { _id: string }) => {
  const [setPieces, users, effects] = await Promise.all([
    gear.set ? readAll('gears', { filter: { set: gear.set }, sort: { slot: 1, name: 1 } }) : [],
    readAll('characters', {
      filter: { 'builds.gear': gear._id },
      projection: { name: 1, title: 1, rarity: 1, class: 1, element: 1, builds: 1 },
      sort: { rarity: -1, name: 1 },
    }),
    readByIds(
      'effects',
      [
        ...new Set([
          ...markedEffects([gear.passive.description, gear.description, gear.setBonus ?? '']),
          ...gear.passive.interactions.map((i) => i.effect),
        ]),
      ],
      { name: 1 },
    ),
  ]);
  return {
    setPieces: setPieces.filter((g) => g._id !== gear._id),
    users: users.map((c) => ({ ...c, builds: c.builds.filter((b) => b.gear.includes(gear._id)) })),
    effectNames: Object.fromEntries(effects.map((e) => [e._id, e.name])),
  };
});

export type GearDetails = Awaited<ReturnType<typeof getGearDetails>>;
