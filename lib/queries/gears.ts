import 'server-only';
import { cache } from 'react';
import { gearRarities, gearSets, gearSlots, markedEffects, type Gear } from '@/lib/content';
import type { Projected, Stored } from '@/lib/data';
import { by, type ListData, type ListDeclaration } from './list';
import { listModel } from './list-model';
import { readAll, readByIds, readOne } from './read';

/** The fields a gear card shows. */
export const gearCardFields = { _id: 1, name: 1, slot: 1, rarity: 1, set: 1, stats: 1, passive: 1 } as const;

export type GearCard = Projected<Stored<Gear>, typeof gearCardFields>;

export const gearList: ListDeclaration<GearCard> = {
  page: {
    lead: 'Weapons, armor, accessories and relics — open a piece for its passive and sources.',
    description:
      'The Lanternfall gear list: weapons, armor, accessories and relics with stats, passives and sets.',
    columns: 'row-cols-1 row-cols-md-2 row-cols-xl-3',
  },
  kind: 'gears',
  // Cut at perPage entries or pageWeight bytes of them, whichever comes first: the heaviest English
  // page fits, and a language with longer texts gets fewer entries a page within the HTML budget.
  perPage: 24,
  pageWeight: 10_000,
  label: 'Filter gear',
  noun: ['piece of gear', 'pieces of gear'],
  filters: [
    { name: 'slot', label: 'Slot', options: gearSlots, of: (g) => g.slot },
    { name: 'rarity', label: 'Rarity', options: gearRarities, of: (g) => g.rarity },
    { name: 'set', label: 'Set', options: gearSets.map((s) => ({ value: s, label: s })), of: (g) => g.set },
  ],
  sorts: [
    { value: 'slot', label: 'Slot', compare: by((g) => gearSlots.indexOf(g.slot)) },
    { value: 'name', label: 'Name', compare: by((g) => g.name) },
    { value: 'rarity', label: 'Rarity', compare: by((g) => gearRarities.indexOf(g.rarity), -1) },
  ],
};

/** The gear list: every piece as a card and the model its filters run on. */
export async function getGearList(): Promise<ListData<GearCard, Record<string, never>>> {
  const gears = await readAll('gears', { projection: gearCardFields, sort: { slot: 1, name: 1 } });
  return { items: gears, model: listModel(gearList, gears), context: {} };
}

/** One gear piece by id, shared by the page, its metadata and its share image within a request. */
export const getGear = cache((id: string) => readOne('gears', id));

/** The other pieces of the gear's set, the characters whose builds use it, and effect names. */
export async function getGearDetails(gear: Gear & { _id: string }) {
  const [setPieces, users, effects] = await Promise.all([
    gear.set ? readAll('gears', { filter: { set: gear.set }, sort: { slot: 1, name: 1 } }) : [],
    readAll('characters', {
      filter: { 'builds.gear': gear._id },
      projection: { name: 1, title: 1, rarity: 1, class: 1, element: 1, builds: 1 },
      sort: { rarity: -1, name: 1 },
    }),
    readByIds('effects', markedEffects([gear.passive.description, gear.description, gear.setBonus ?? '']), {
      name: 1,
    }),
  ]);
  return {
    setPieces: setPieces.filter((g) => g._id !== gear._id),
    users: users.map((c) => ({ ...c, builds: c.builds.filter((b) => b.gear.includes(gear._id)) })),
    effectNames: Object.fromEntries(effects.map((e) => [e._id, e.name])),
  };
}

export type GearDetails = Awaited<ReturnType<typeof getGearDetails>>;
