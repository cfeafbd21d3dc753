import 'server-only';
import { getRenderTime } from './events';
import { readAll, readPage } from './read';

/** Where each kind of recently updated entry links. */
const recentSources = {
  characters: (id: string) => `/chars/${id}`,
  gears: (id: string) => `/gears/${id}`,
  events: (id: string) => `/events/${id}`,
  enemies: (id: string) => `/enemies#${id}`,
} as const;

/** One line of "Recently updated". */
export interface RecentEntry {
  href: string;
  name: string;
  /** Its collection, which the page names in its language. */
  kind: keyof typeof recentSources;
  /** The day it was last verified against the game (YYYY-MM-DD). */
  date: string;
  version: string;
}

interface Stamped {
  _id: string;
  name: string;
  updatedAt?: string;
  createdAt?: string;
  verified: { date: string; version: string };
}

/**
 * Newest first by the date an entry was last verified against the game, then by store time: a
 * fresh import stamps every document at once, so only the verified date tells entries apart.
 */
function recency(doc: Stamped): string {
  return `${doc.verified.date}|${doc.updatedAt ?? doc.createdAt ?? ''}`;
}

const PER_SOURCE = 5;
const stamp = { _id: 1, name: 1, updatedAt: 1, createdAt: 1, verified: 1 } as const;
const newest = { 'verified.date': -1, updatedAt: -1, createdAt: -1 } as const;

/** What the home page shows: open events (soonest first) and the most recently updated entries. */
export async function getHome() {
  // Events serve both sections, so they are read once, whole, in recency order.
  const [events, characters, gears, enemies, now] = await Promise.all([
    readAll('events', { projection: { ...stamp, type: 1, start: 1, end: 1 }, sort: newest }),
    readPage('characters', { projection: stamp, sort: newest }, PER_SOURCE),
    readPage('gears', { projection: stamp, sort: newest }, PER_SOURCE),
    readPage('enemies', { projection: stamp, sort: newest }, PER_SOURCE),
    getRenderTime(),
  ]);
  const openEvents = events
    .filter((e) => Date.parse(e.end) > now)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, 6);
  const candidates: [keyof typeof recentSources, Stamped[]][] = [
    ['characters', characters],
    ['gears', gears],
    ['events', events.slice(0, PER_SOURCE)],
    ['enemies', enemies],
  ];
  const recent: RecentEntry[] = candidates
    .flatMap(([collection, docs]) => docs.map((doc) => ({ collection, doc })))
    .sort((a, b) => recency(b.doc).localeCompare(recency(a.doc)))
    .slice(0, 8)
    .map(({ collection, doc }) => ({
      href: recentSources[collection](doc._id),
      name: doc.name,
      kind: collection,
      date: doc.verified.date,
      version: doc.verified.version,
    }));
  return { now, openEvents, recent };
}
