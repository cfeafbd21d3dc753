/**
 * The cache tags each page route reads, announced in its `Surrogate-Key` response header so a
 * proxy cache (Varnish with xkey, or a CDN) can purge exactly the pages a write touches. They
 * mirror the tags of the reads in lib/queries (`col:<collection>`, `doc:<collection>:<id>`);
 * e2e/static.spec.ts checks every prerendered page's real tags against this table. CommonJS,
 * because next.config.js reads it.
 */

/** Every list and detail a page shows effect names from. */
const withEffects = (...tags) => [...tags, 'col:effects'];

/** Every content collection: pages that show any change (the changelog) read under all of them. */
const allContent = [
  'col:characters',
  'col:skills',
  'col:traits',
  'col:effects',
  'col:gears',
  'col:tarots',
  'col:engravings',
  'col:events',
  'col:enemies',
  'col:tierlists',
];

/** The effect graph's reads: the effects and every collection that can touch one. */
const effectGraph = [
  'col:effects',
  'col:skills',
  'col:traits',
  'col:gears',
  'col:tarots',
  'col:engravings',
  'col:characters',
  'col:enemies',
];

/** @type {Record<string, string[]>} route (Next's path syntax) → the tags its page reads */
const routeTags = {
  '/': ['col:events', 'col:characters', 'col:gears', 'col:enemies'],
  '/chars': ['col:characters'],
  // col:characters: the stat bars are scaled against the whole roster's highest values.
  '/chars/:id': withEffects(
    'doc:characters::id',
    'col:characters',
    'col:skills',
    'col:traits',
    'col:gears',
    'col:tarots',
    'col:engravings',
    'col:tierlists',
  ),
  '/gears': ['col:gears'],
  '/gears/:id': withEffects('doc:gears::id', 'col:gears', 'col:characters', 'col:events'),
  '/events': ['col:events', 'col:characters'],
  '/events/:id': withEffects('doc:events::id', 'col:characters', 'col:enemies'),
  '/skills': withEffects('col:skills', 'col:characters'),
  '/traits': withEffects('col:traits', 'col:characters'),
  '/effects': effectGraph,
  '/effects/:id': ['doc:effects::id', ...effectGraph],
  '/tarots': withEffects('col:tarots', 'col:characters'),
  '/engravings': withEffects('col:engravings', 'col:characters'),
  '/enemies': withEffects('col:enemies'),
  '/tierlist': ['col:tierlists', 'col:characters'],
  '/tierlist/:mode': ['col:tierlists', 'col:characters'],
  '/changelog': allContent,
  '/changelog/page/:n': allContent,
  '/changelog.xml': allContent,
  // Sections' dates and the paged lists' page counts read every listed collection.
  '/sitemap.xml': allContent,
  // The global search index (lib/queries/search.ts) reads every searched collection.
  '/search-index.json': allContent.filter((tag) => tag !== 'col:tierlists'),
  // An effect's relation lists (the graph summary) change with every collection that can touch it.
  '/search-relations/:effect': [
    'col:skills',
    'col:traits',
    'col:gears',
    'col:tarots',
    'col:engravings',
    'col:enemies',
    'col:characters',
  ],
};

// A list's other pages (/skills/page/2) and its whole data (/lists/skills, fetched when a visitor
// filters) read what its first page reads.
for (const list of ['chars', 'gears', 'skills', 'traits', 'effects', 'tarots', 'engravings', 'enemies']) {
  routeTags[`/${list}/page/:n`] = routeTags[`/${list}`];
  routeTags[`/lists/${list}`] = routeTags[`/${list}`];
}

/** next.config.js `headers()` entries: each route announces its tags (`:id` is filled in per page). */
function surrogateKeyHeaders() {
  return Object.entries(routeTags).map(([source, tags]) => ({
    source,
    headers: [{ key: 'Surrogate-Key', value: tags.join(' ') }],
  }));
}

module.exports = { routeTags, surrogateKeyHeaders };
