import 'server-only';
import type { RecentEntry } from '@/components/lists/recent-list';
import { ALL } from '@/components/lists/query';
import { find } from '@/lib/data';

const recentSources = [
  { collection: 'characters', kind: 'Character', href: (id: string) => `/chars/${id}` },
  { collection: 'gears', kind: 'Gear', href: (id: string) => `/gears/${id}` },
  { collection: 'events', kind: 'Event', href: (id: string) => `/events/${id}` },
  { collection: 'enemies', kind: 'Enemy', href: (id: string) => `/enemies#${id}` },
] as const;

/**
 * Newest first by the date an entry was last verified against the game, then by store time: a
 * fresh import stamps every document at once, so only the verified date tells entries apart.
 */
function recency(doc: { updatedAt?: string; createdAt?: string; verified: { date: string } }): string {
  return `${doc.verified.date}|${doc.updatedAt ?? doc.createdAt ?? ''}`;
}

/** What the home page shows: open events (soonest first) and the most recently updated entries. */
export async function loadHome() {
  const now = Date.now();
  const projection = { _id: 1, name: 1, updatedAt: 1, createdAt: 1, verified: 1 } as const;
  const sort = { 'verified.date': -1, updatedAt: -1, createdAt: -1 } as const;
  const [events, ...recentLists] = await Promise.all([
    find('events', { limit: ALL, projection: { _id: 1, name: 1, type: 1, start: 1, end: 1 } }),
    ...recentSources.map((s) => find(s.collection, { projection, sort, limit: 5 })),
  ]);
  const openEvents = events
    .filter((e) => Date.parse(e.end) > now)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, 6);
  const recent: RecentEntry[] = recentLists
    .flatMap((docs, i) => {
      const source = recentSources[i]!;
      return docs.map((d) => ({
        href: source.href(d._id),
        name: d.name,
        kind: source.kind,
        date: d.verified.date,
        version: d.verified.version,
        order: recency(d),
      }));
    })
    .sort((a, b) => b.order.localeCompare(a.order))
    .slice(0, 8);
  return { now, openEvents, recent };
}
