import 'server-only';
import { readAll } from './read';

/** A character as the player tools list it: who it is and the names of its builds. */
export interface RosterCatalogEntry {
  _id: string;
  name: string;
  title: string;
  builds: string[];
}

/** Every character with its build names, by name: what the roster page offers to add and edit. */
export async function getRosterCatalog(): Promise<RosterCatalogEntry[]> {
  const characters = await readAll('characters', {
    projection: { _id: 1, name: 1, title: 1, 'builds.name': 1 },
    sort: { name: 1 },
  });
  return characters.map((c) => ({
    _id: c._id,
    name: c.name,
    title: c.title,
    builds: c.builds.map((b) => b.name),
  }));
}
