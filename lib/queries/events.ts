import 'server-only';
import { cache } from 'react';
import { eventTypes, markedEffects, type Character, type GameEvent } from '@/lib/content';
import { cacheScope } from './cache';
import { getCharacterCardsById } from './characters';
import { by, type ListData, type ListDeclaration } from './list';
import { currentLocale } from '@/lib/i18n/current';
import { listModel } from './list-model';
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

/** What the events list shows of an event. */
export type EventListItem = Pick<GameEvent, 'name' | 'type' | 'start' | 'end' | 'timeZone' | 'featured'> & {
  _id: string;
};

export const eventList: ListDeclaration<EventListItem> = {
  page: { columns: 'row-cols-1 row-cols-md-2 row-cols-xl-3' },
  kind: 'events',
  search: 'character',
  filters: [
    // Live, upcoming or ended is read against the visitor's clock: the page is cached.
    { name: 'status', window: (e) => [e.start, e.end] },
    { name: 'type', options: eventTypes, words: 'eventTypes', of: (e) => e.type },
  ],
  sorts: [
    { value: 'start', compare: by((e) => Date.parse(e.start), -1) },
    { value: 'end', compare: by((e) => Date.parse(e.end), -1) },
    { value: 'name', compare: by((e) => e.name) },
  ],
};

/** A featured character as an event's card shows it: a small portrait and the name. */
export type FeaturedCharacter = Pick<Character, 'name' | 'element' | 'class'> & { _id: string };

/** What an event card takes besides the event: each event's featured characters, and the render time. */
export interface EventsContext {
  /** Event id → the characters it features, in its order. */
  featured: Record<string, FeaturedCharacter[]>;
  /** The moment the server drew the countdowns at; the browser's clock takes over from it. */
  now: number;
}

/** The events list: every event (none left out), its featured characters, and the time it is drawn at. */
export async function getEventList(): Promise<ListData<EventListItem, EventsContext>> {
  const [events, now, locale] = await Promise.all([
    readAll('events', {
      projection: { name: 1, type: 1, start: 1, end: 1, timeZone: 1, featured: 1 },
      sort: { start: -1 },
    }),
    getRenderTime(),
    currentLocale(),
  ]);
  // Only what a card shows of them: one read for all the events.
  const characters = new Map(
    (
      await readByIds('characters', [...new Set(events.flatMap((e) => e.featured))], {
        _id: 1,
        name: 1,
        element: 1,
        class: 1,
      })
    ).map((c) => [c._id, c]),
  );
  const featured = Object.fromEntries(
    events.map((e) => [e._id, e.featured.flatMap((id) => characters.get(id) ?? [])]),
  );
  return {
    items: events,
    model: listModel(eventList, events, locale),
    context: { featured, now },
  };
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
