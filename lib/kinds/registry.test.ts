import fs from 'node:fs';
import path from 'node:path';
import { cardModules } from '@/components/lists/whole-list-load';
import { isNavGroup, sections, siteConfig } from '@/lib/config/site';
import { contentCollections, contentSchemas } from '@/lib/content';
import { createDataClient } from '@/lib/data';
import { openApiDocument } from '@/lib/functions/openapi';
import { lists } from '@/lib/queries/lists';
import { getSearchIndex, searchCodex } from '@/lib/queries/search';
import { getSitemapDates } from '@/lib/queries/sitemap';
import { runSeed } from '@/lib/seed';
import { withTestStore } from '@/lib/store/test-store';
import { detailRoutes, listRoutes } from '@/e2e/routes';
import {
  detailKindOf,
  detailKinds,
  entityHref,
  kindNames,
  kindRoute,
  kinds,
  listKind,
  listNames,
  pagedKinds,
  searchKinds,
} from './registry';
import { routeTags } from './surrogate-keys';

/**
 * The proof that a kind is declared once: every place derived from lib/kinds/registry.ts holds
 * every kind it should, and nothing else has to be told about it.
 */
const root = path.join(__dirname, '..', '..');
const exists = (...parts: string[]) => fs.existsSync(path.join(root, ...parts));
/** The route files under any route group, e.g. app/(lists)/skills/page.tsx. */
const routeFile = (...segments: string[]) =>
  fs
    .readdirSync(path.join(root, 'app', '[locale]'))
    .some((group) => /^\(.+\)$/.test(group) && exists('app', '[locale]', group, ...segments, 'page.tsx'));
/** A dynamic detail route under a kind's segment (`[id]`, or `[mode]` for tier lists). */
const detailRouteFile = (segment: string) =>
  fs
    .readdirSync(path.join(root, 'app', '[locale]'))
    .filter((group) => /^\(.+\)$/.test(group) && exists('app', '[locale]', group, segment))
    .flatMap((group) =>
      fs.readdirSync(path.join(root, 'app', '[locale]', group, segment)).map((d) => [group, d]),
    )
    .some(
      ([group, dir]) =>
        /^\[\w+\]$/.test(dir!) && exists('app', '[locale]', group!, segment, dir!, 'page.tsx'),
    );

describe('every kind declared in lib/kinds/registry.ts reaches every derived place', () => {
  it.each(kindNames)('%s: a schema, a content folder and its routes', (kind) => {
    expect(contentSchemas).toHaveProperty(kind);
    expect(contentCollections).toContain(kind);
    expect(fs.readdirSync(path.join(root, 'content', kind)).some((f) => f.endsWith('.json'))).toBe(true);
    const { segment } = kinds[kind];
    expect(routeFile(segment)).toBe(true);
    if (kinds[kind].paged) expect(routeFile(segment, 'page', '[n]')).toBe(true);
    if ('detail' in kinds[kind]) expect(detailRouteFile(segment)).toBe(true);
  });

  it('the menu: Home, then each kind where it is declared, dropdowns where their first item stands', () => {
    const shape = siteConfig.nav.map((e) =>
      isNavGroup(e) ? `${e.label} ▾ ${e.items.map((i) => i.href).join(' ')}` : e.href,
    );
    // The spec's menu: Enemies off it, Tarots both at the top level and under Gears.
    expect(shape).toEqual([
      '/',
      '/chars',
      'Skills ▾ /skills /traits /effects',
      'Gears ▾ /gears /tarots /engravings',
      '/tarots',
      '/tierlist',
      '/events',
    ]);
    for (const kind of kindNames) {
      const links = siteConfig.nav.flatMap((e) => (isNavGroup(e) ? e.items : [e]));
      const placed = links.filter((l) => l.href === kindRoute(kind)).length;
      expect([kind, placed]).toEqual([kind, kinds[kind].menu.length]);
    }
  });

  it('sections (home, 404, sitemap) list every kind', () => {
    expect(sections.map((s) => s.href)).toEqual(kindNames.map(kindRoute));
  });

  it('surrogate keys name every list, list page, list data and detail route', () => {
    for (const kind of kindNames) expect(routeTags[kindRoute(kind)]).toContain(`col:${kind}`);
    for (const kind of pagedKinds) {
      expect(routeTags[`${kindRoute(kind)}/page/:n`]).toEqual(routeTags[kindRoute(kind)]);
      expect(routeTags[`/lists/${kinds[kind].segment}`]).toEqual(routeTags[kindRoute(kind)]);
    }
    for (const kind of detailKinds) expect(routeTags[`${kindRoute(kind)}/:id`]).toBeDefined();
    expect(routeTags['/changelog']).toEqual(kindNames.map((k) => `col:${k}`));
  });

  it('list loaders and card modules exist for exactly the paged kinds', () => {
    expect(Object.keys(lists).sort()).toEqual([...listNames].sort());
    expect(Object.keys(cardModules).sort()).toEqual([...listNames].sort());
    for (const name of listNames) expect(lists[name].list.kind).toBe(listKind(name));
  });

  it('the proxy finds the kind of every detail route, and no other', () => {
    for (const kind of detailKinds) expect(detailKindOf(kinds[kind].segment)).toBe(kind);
    for (const kind of kindNames.filter((k) => !detailKinds.includes(k as never)))
      expect(detailKindOf(kinds[kind].segment)).toBeUndefined();
    expect(detailKindOf('api')).toBeUndefined();
  });

  it("e2e's route table holds every list and every detail template", () => {
    expect(listRoutes.map((r) => r.path)).toEqual(kindNames.map(kindRoute));
    expect(detailRoutes.map((r) => r.path)).toEqual(
      detailKinds.filter((k) => k !== 'tierlists').map((k) => entityHref(k, kinds[k].detail.example)),
    );
  });

  it('the OpenAPI collection enum names every kind', () => {
    const document = openApiDocument();
    const find = (
      document.components?.schemas as Record<string, { properties: Record<string, { enum?: string[] }> }>
    ).FindRequest!;
    expect(find.properties.collection?.enum).toEqual(expect.arrayContaining(kindNames));
  });
});

describe('over the sample game in the real store', () => {
  withTestStore();
  beforeAll(async () => {
    const result = await runSeed({ client: createDataClient({ system: true }), log: () => {} });
    expect(result.status).toBe('applied');
  });

  it('the search index holds documents of every searched kind', async () => {
    const { docs } = await getSearchIndex();
    expect([...new Set(docs.map((d) => d.kind))].sort()).toEqual([...searchKinds].sort());
  });

  // What a visitor reads and follows: each kind's heading, and a link to the page or the list anchor.
  const shown = {
    characters: ['Characters', '/chars/'],
    skills: ['Skills', '/skills#'],
    traits: ['Traits', '/traits#'],
    effects: ['Status effects', '/effects/'],
    gears: ['Gear', '/gears/'],
    tarots: ['Tarot cards', '/tarots#'],
    engravings: ['Engravings', '/engravings#'],
    events: ['Events', '/events/'],
    enemies: ['Enemies', '/enemies#'],
    teams: ['Teams', '/teams#'],
  } as const;

  it.each(searchKinds)(
    'a search finds a %s document under its heading, linking where it is shown',
    async (kind) => {
      const { docs } = await getSearchIndex();
      const doc = docs.find((d) => d.kind === kind)!;
      const group = (await searchCodex(doc.name)).groups.find((g) => g.kind === kind);
      const [heading, prefix] = shown[kind];
      expect(group?.label).toBe(heading);
      expect(group?.hits.find((h) => h.id === doc.id)?.href).toBe(`${prefix}${doc.id}`);
    },
  );

  it('the sitemap dates every section and lists the example page of every detail kind', async () => {
    const entries = await getSitemapDates();
    for (const kind of kindNames) expect(entries.sections[kindRoute(kind)]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const paths = [...entries.details.map((d) => d.path), ...entries.tierlists.map((t) => t.path)];
    for (const kind of detailKinds) expect(paths).toContain(entityHref(kind, kinds[kind].detail.example));
  });
});
