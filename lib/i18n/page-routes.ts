import { kinds, kindNames } from '../kinds/registry';

/**
 * Every route under `app/[locale]`, without the locale (`[x]` is one segment of any value): the
 * proxy gives a path that matches none of them the 404 page in its locale, since with the root
 * layout inside `[locale]` a path no route serves has no layout to render a 404 in. The kinds'
 * list, page and detail routes come from their declarations; page-routes.test.ts holds the whole
 * list to the app directory.
 */
export const pageRoutes: readonly string[] = [
  '/',
  ...kindNames.flatMap((kind) => {
    const { segment, paged } = kinds[kind];
    const detail = 'detail' in kinds[kind];
    return [
      `/${segment}`,
      ...(paged ? [`/${segment}/page/[n]`] : []),
      ...(detail ? [`/${segment}/[id]`] : []),
    ];
  }),
  '/chars/[id]/plan/[code]',
  '/teams/[code]',
  '/changelog',
  '/changelog/page/[n]',
  '/translations',
  '/search',
  '/compare',
  '/compare/image',
  '/roster',
  '/me',
  '/me/changes',
  '/api',
  '/offline',
  '/not-found-page',
  // Each locale's data for the pages' scripts: a list's whole data, the search index, the sign-in
  // button's words, the changes "Changes for you" filters.
  '/lists/[list]',
  '/search-index.json',
  '/sign-in-words.json',
  '/changes.json',
];

/**
 * Routes at the app's root, the same in every language: the protocol and other APIs, feeds,
 * images and the files crawlers and browsers ask for.
 */
export const rootRoutes: readonly string[] = [
  '/api/[...]',
  '/changelog.xml',
  '/changes.xml',
  '/icons.svg',
  '/teams-data.json',
  '/portraits/[...]',
  '/search-relations/[effect]',
  '/robots.txt',
  '/sitemap.xml',
  '/manifest.webmanifest',
  '/favicon.ico',
  '/icon.svg',
  '/icons/[...]',
  '/_next/[...]',
];

/**
 * A share image's path after its page's: `/opengraph-image`, with the hash Next gives a route
 * group's (`-1w0aum`) and the id its generateImageMetadata names (`/card`).
 */
export const SHARE_IMAGE = /\/(?:opengraph|twitter)-image(?:-[a-z0-9]+)?(?:\/[a-z0-9-]+)?$/;

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/').slice(1);
  const have = path.split('/').slice(1);
  for (const [i, segment] of want.entries()) {
    if (segment === '[...]') return have.length > i;
    if (i >= have.length) return false;
    if (!(segment.startsWith('[') || segment === have[i])) return false;
  }
  return want.length === have.length;
}

/** A path (without locale, query or hash) that a page or share image under `app/[locale]` serves. */
export function isPageRoute(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  const page = trimmed.replace(SHARE_IMAGE, '') || '/';
  return pageRoutes.some((route) => matches(route, page));
}

/** A path served at the app's root, outside the locales. */
export function isRootRoute(path: string): boolean {
  return rootRoutes.some((route) => matches(route, path));
}
