import 'server-only';
import { cache } from 'react';
import { markedEffects } from '@/lib/content';
import { cacheScope } from './cache';
import { getCharacterCardsById } from './characters';
import { readAll, readByIds, readOne } from './read';

/**
 * The moment a timely page is rendered at. Which events are open depends on the clock, so the
 * pages that group events are cached briefly ('timely') and their countdowns tick in the browser.
 */
export async function getRenderTime(): Promise<number> {
  'use cache';
  cacheScope([], 'timely');
  return Date.now();
}

/** The events list: every event (none left out), its featured characters, and the time it is grouped at. */
export async function getEventList() {
  const [events, now] = await Promise.all([
    readAll('events', {
      projection: { name: 1, type: 1, start: 1, end: 1, timeZone: 1, featured: 1 },
      sort: { start: -1 },
    }),
    getRenderTime(),
  ]);
  const characters = await getCharacterCardsById(events.flatMap((e) => e.featured));
  return { events, characters, now };
}

/** One event by id, shared by the page, its metadata and its share image within a request. */
/** Events by id (name only), in the order given: the events a gear's source names. */
export async function getEventRefs(ids: readonly string[]) {
  return readByIds('events', ids, { name: 1 });
}

/** The enemies met in an event, strongest first. */
export async function getEventEnemies(id: string) {
  return readAll('enemies', {
    filter: { 'locations.event': id },
    projection: { _id: 1, name: 1, level: 1, boss: 1, element: 1 },
    sort: { boss: -1, level: -1, name: 1 },
  });
}

export const getEvent = cache((id: string) => readOne('events', id));

/** The featured characters, in the event's order, and the names of effects its text mentions. */
export async function getEventDetails(event: { featured: string[]; description: string }) {
  const [featured, effects] = await Promise.all([
    getCharacterCardsById(event.featured),
    readByIds('effects', markedEffects([event.description]), { name: 1 }),
  ]);
  return { featured, effectNames: Object.fromEntries(effects.map((e) => [e._id, e.name])) };
}
