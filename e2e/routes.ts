import fs from 'node:fs';
import path from 'node:path';
import { detailKinds, kindNames, kindRoute, kinds, entityHref } from '../lib/kinds/registry';

/** A document's name, as its content file says: the heading its page must show. */
function nameOf(collection: string, id: string): string {
  const file = path.join(__dirname, '..', 'content', collection, `${id}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string }).name;
}

/** Every kind's list page (lib/kinds/registry.ts), with the heading it must show. */
export const listRoutes = kindNames.map((kind) => ({
  path: kindRoute(kind),
  name: kinds[kind].segment,
  heading: kinds[kind].title,
}));

/**
 * The declared example page of every detail template. A mode's tier list is not one: it is the
 * tier list's own template (/tierlist), one tab further.
 */
export const detailRoutes = detailKinds
  .filter((kind) => kind !== 'tierlists')
  .map((kind) => {
    const { example } = kinds[kind].detail;
    return { path: entityHref(kind, example), name: `${kind}-detail`, heading: nameOf(kind, example) };
  });

/** Every page template the site shell owns, with the heading each must show. */
export const templates = [
  { path: '/', name: 'home', heading: 'Lanternfall Codex' },
  ...listRoutes,
  ...detailRoutes,
  { path: '/changelog', name: 'changelog', heading: 'Changelog' },
  { path: '/translations', name: 'translations', heading: 'Translations' },
  // A team's share link: rendered on the server from its path (the code is lib/player/team-code.ts's).
  {
    path: '/teams/arena.aurelia-vance.baron-grisk.sister-ylva',
    name: 'teams-share',
    heading: 'A shared team for Arena',
  },
  { path: '/me/changes', name: 'changes', heading: 'Changes for you' },
  { path: '/no-such-page', name: 'not-found', heading: 'Page not found' },
];
