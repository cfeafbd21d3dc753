import 'server-only';
import type { ContentCollection } from '@/lib/content';
import { pageHref } from './list';
import { lists } from './lists';
import { readAll, readIds, readPage } from './read';

const dated = { _id: 1, verified: 1 } as const;
const byId = { _id: 1 } as const;

/** The collection whose content each list route shows (its lastmod is that content's latest date). */
export const sectionCollections = {
  '/chars': 'characters',
  '/skills': 'skills',
  '/traits': 'traits',
  '/effects': 'effects',
  '/gears': 'gears',
  '/tarots': 'tarots',
  '/engravings': 'engravings',
  '/events': 'events',
  '/enemies': 'enemies',
  '/tierlist': 'tierlists',
} as const satisfies Record<string, ContentCollection>;

/** Every page after the first of every paged list, with the list's own route (for its date). */
async function listPagePaths(): Promise<{ path: string; section: string }[]> {
  const counts = await Promise.all(
    Object.values(lists).map(async ({ list, collection }) => {
      const pages = Math.ceil((await readIds(collection)).length / (list.perPage ?? Infinity));
      return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({
        path: pageHref(list.route, i + 2),
        section: list.route,
      }));
    }),
  );
  return counts.flat();
}

/** What the home page shows: events and the recently updated characters, gears and enemies. */
const homeCollections = ['events', 'characters', 'gears', 'enemies'] as const;

/** The latest date any document of a collection was verified against the game (ISO date). */
async function latestVerified(collection: ContentCollection): Promise<string | undefined> {
  const [doc] = await readPage(collection, { projection: dated, sort: { 'verified.date': -1, _id: 1 } }, 1);
  return doc?.verified.date;
}

/**
 * Every sitemap entry's date from the content itself: a detail page's is its entity's verified
 * date (the dateModified of its JSON-LD), a section's the latest verified date of its collection,
 * home's the latest of what it shows. Store times are not used: an import stamps them all at once.
 */
export async function getSitemapEntries() {
  const collections = [...new Set([...Object.values(sectionCollections), ...homeCollections])];
  const [characters, gears, events, listPages, latest] = await Promise.all([
    readAll('characters', { projection: dated, sort: byId }),
    readAll('gears', { projection: dated, sort: byId }),
    readAll('events', { projection: dated, sort: byId }),
    listPagePaths(),
    Promise.all(collections.map(async (c) => [c, await latestVerified(c)] as const)).then(
      (pairs) => new Map(pairs),
    ),
  ]);
  const sections = Object.fromEntries(
    Object.entries(sectionCollections).map(([path, collection]) => [path, latest.get(collection)]),
  );
  const home = homeCollections
    .map((c) => latest.get(c))
    .filter((d): d is string => !!d)
    .sort()
    .at(-1);
  return {
    home,
    sections,
    listPages: listPages.map(({ path, section }) => ({ path, lastModified: sections[section] })),
    characters,
    gears,
    events,
  };
}
