import 'server-only';
import { cache } from 'react';
import { markedEffects } from '@/lib/content';
import type { Gear } from '@/lib/content';
import { find, findOne } from '@/lib/data';

/** One gear piece by id, shared by the page, its metadata and its share image within a request. */
export const getGear = cache((id: string) => findOne('gears', { _id: id }));

/** The other pieces of the gear's set, the characters whose builds use it, and effect names. */
export async function loadGearDetails(gear: Gear) {
  const [setPieces, users] = await Promise.all([
    gear.set
      ? find('gears', { filter: { set: gear.set, _id: { $ne: gear._id } }, sort: { slot: 1, name: 1 } })
      : [],
    find('characters', {
      filter: { 'builds.gear': gear._id },
      projection: { name: 1, title: 1, rarity: 1, class: 1, element: 1, builds: 1 },
      sort: { rarity: -1, name: 1 },
    }),
  ]);
  const ids = markedEffects([gear.passive.description, gear.description, gear.setBonus ?? '']);
  const effects =
    ids.length > 0 ? await find('effects', { filter: { _id: { $in: ids } }, projection: { name: 1 } }) : [];
  return {
    setPieces,
    users: users.map((c) => ({ ...c, builds: c.builds.filter((b) => b.gear.includes(gear._id)) })),
    effectNames: Object.fromEntries(effects.map((e) => [e._id, e.name])),
  };
}

export type GearDetails = Awaited<ReturnType<typeof loadGearDetails>>;
