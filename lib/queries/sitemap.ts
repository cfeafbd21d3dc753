import 'server-only';
import { readAll } from './read';

const stamps = { _id: 1, updatedAt: 1, createdAt: 1 } as const;

/** Every detail page's entity with its store times, for the sitemap. */
export async function getSitemapEntries() {
  const [characters, gears, events] = await Promise.all([
    readAll('characters', { projection: stamps, sort: { _id: 1 } }),
    readAll('gears', { projection: stamps, sort: { _id: 1 } }),
    readAll('events', { projection: stamps, sort: { _id: 1 } }),
  ]);
  return { characters, gears, events };
}
