import { characterCardProjection } from '@/components/lists/character-card';
import 'server-only';
import { cache } from 'react';
import { markedEffects } from '@/lib/content';
import type { GameEvent } from '@/lib/content';
import { find, findOne } from '@/lib/data';

/** One event by id, shared by the page, its metadata and its share image within a request. */
export const getEvent = cache((id: string) => findOne('events', { _id: id }));

/** The featured characters, in the event's order, and the names of effects its text mentions. */
export async function loadEventDetails(event: GameEvent) {
  const ids = markedEffects([event.description]);
  const [characters, effects] = await Promise.all([
    event.featured.length > 0
      ? find('characters', {
          filter: { _id: { $in: event.featured } },
          projection: characterCardProjection,
        })
      : [],
    ids.length > 0 ? find('effects', { filter: { _id: { $in: ids } }, projection: { name: 1 } }) : [],
  ]);
  const byId = new Map(characters.map((c) => [c._id, c]));
  return {
    featured: event.featured.flatMap((id) => byId.get(id) ?? []),
    effectNames: Object.fromEntries(effects.map((e) => [e._id, e.name])),
  };
}
