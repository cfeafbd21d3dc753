import { locales } from '../content/locale-list';
import { isPageRoute } from '../i18n/page-routes';
import { detailKinds, kindNames, kindRoute, kinds, pagedKinds, searchKinds, type Kind } from './registry';

/**
 * The cache tags each page route reads, announced in its `Surrogate-Key` response header so a
 * proxy cache (Varnish with xkey, or a CDN) can purge exactly the pages a write touches. They
 * mirror the tags of the reads in lib/queries (`col:<collection>`, `doc:<collection>:<id>`), and
 * e2e/static.spec.ts checks every prerendered page's real tags against them. A kind's routes
 * come from its declaration (lib/kinds/registry.ts); next.config.ts reads this table.
 */

const col = (collection: string) => `col:${collection}`;
const unique = (tags: string[]) => [...new Set(tags)];

/** Every content collection: pages that show any change (the changelog) read under all of them. */
const allContent = kindNames.map(col);

/** What a kind's list page reads: its own collection and its declared reads. */
function listTags(kind: Kind): string[] {
  return unique([col(kind), ...kinds[kind].listReads.map(col)]);
}

/** route (Next's path syntax) → the tags its page reads */
function buildRouteTags(): Record<string, string[]> {
  const routes: Record<string, string[]> = {
    // Home shows the events, the recently updated characters, gears and enemies, and the
    // changelog's stamp (for the "Changes for you" banner).
    '/': allContent,
    '/changelog': allContent,
    '/changelog/page/:n': allContent,
    '/changelog.xml': allContent,
    '/changes.json': allContent,
    '/changes.xml': allContent,
    // Each locale's coverage counts the stored translations against every collection's English.
    '/translations': [...allContent, col('translations')],
    // Sections' dates and the paged lists' page counts read every listed collection.
    '/sitemap.xml': allContent,
    // The global search index (lib/queries/search.ts) reads every searched collection.
    '/search-index.json': searchKinds.map(col),
    // The team builder's data and a shared team's page (/teams/<code>) read what the teams page's
    // synergy breakdowns read, the curated teams aside.
    '/teams-data.json': kinds.teams.listReads.map(col),
    '/teams/:code': kinds.teams.listReads.map(col),
    // An effect's relation lists (the graph summary) change with every collection that can touch it.
    '/search-relations/:effect': kinds.effects.detail.reads.filter((c) => c !== 'effects').map(col),
  };
  for (const kind of kindNames) routes[kindRoute(kind)] = listTags(kind);
  for (const kind of detailKinds) {
    const { reads } = kinds[kind].detail;
    // A mode's tier list reads the whole collection; other details read their own document.
    const own = kind === 'tierlists' ? [] : [`doc:${kind}::id`];
    routes[`${kindRoute(kind)}/:id`] = unique([...own, ...reads.map(col)]);
  }
  // A list's other pages and its whole data (fetched when a visitor filters) read what its first page reads.
  for (const kind of pagedKinds) {
    routes[`${kindRoute(kind)}/page/:n`] = listTags(kind);
    routes[`/lists/${kinds[kind].segment}`] = listTags(kind);
  }
  return routes;
}

export const routeTags = buildRouteTags();

/**
 * next.config.ts `headers()` entries: each route announces its tags (`:id` is filled in per page).
 * A page's Japanese and Spanish copies (`/ja/chars`) read what the English one reads and the
 * translations (lib/queries/translations.ts).
 */
export function surrogateKeyHeaders() {
  const entry = (source: string, tags: string[]) => ({
    source,
    headers: [{ key: 'Surrogate-Key', value: tags.join(' ') }],
  });
  const translated = `/:locale(${locales.join('|')})`;
  return Object.entries(routeTags).flatMap(([source, tags]) => [
    entry(source, tags),
    ...(isPageRoute(source.replace(/:[a-z]+/g, 'x'))
      ? [
          entry(
            source === '/' ? translated : `${translated}${source}`,
            unique([...tags, col('translations')]),
          ),
        ]
      : []),
  ]);
}
