import 'server-only';
import { gameModes, type ContentCollection } from '@/lib/content';
import { detailKinds, entityHref, kindNames, kindRoute } from '@/lib/kinds/registry';
import { tierlistUpdated } from '@/lib/content/content-date';
import { getChangelog, getCollectionHistory } from './history';
import { otherPages, pageCount, pageHref } from './list';
import { lists } from './lists';
// The dates and ids are the same in every language: read once, in English (no translations laid over).
import { readAll } from './read-stored';

const dated = { _id: 1, verified: 1 } as const;
const byId = { _id: 1 } as const;

/** What the home page shows: events and the recently updated characters, gears and enemies. */
const homeCollections = ['events', 'characters', 'gears', 'enemies'] as const;

/**
 * Every sitemap entry's date from the content itself: a detail page's is its entity's verified
 * date (the dateModified of its JSON-LD), a section's the latest verified date of its collection,
 * home's the latest of what it shows, a tier list's its last move or verified stamp, the changelog's
 * its newest entry. Store times are not used: an import stamps them all at once.
 * Each collection is read once (ids and verified dates) for its dates and its detail pages, the
 * same for every language; how many pages a list has is the language's (getListPages).
 */
export async function getSitemapDates() {
  const collections = kindNames;
  const [read, tierHistory, changelog] = await Promise.all([
    Promise.all(
      collections.map(async (c) => [c, await readAll(c, { projection: dated, sort: byId })] as const),
    ).then((entries) => new Map(entries)),
    getCollectionHistory('tierlists'),
    getChangelog(),
  ]);
  const docs = (c: ContentCollection) => read.get(c) ?? [];
  const latest = (c: ContentCollection) =>
    docs(c)
      .map((d) => d.verified.date)
      .sort()
      .at(-1);
  const sections: Record<string, string | undefined> = Object.fromEntries(
    kindNames.map((kind) => [kindRoute(kind), latest(kind)]),
  );
  // Each mode's tier list page, dated by its own content; /tierlist (a section) by the latest.
  const tierlists = gameModes.flatMap((mode) =>
    docs('tierlists')
      .filter((d) => d._id === mode)
      .map((d) => ({
        path: entityHref('tierlists', mode),
        lastModified: tierlistUpdated(d, tierHistory.get(mode) ?? []),
      })),
  );
  sections['/tierlist'] = tierlists
    .map((t) => t.lastModified)
    .sort()
    .at(-1);
  const changelogDate = changelog
    .flatMap((v) => v.entries.map((e) => new Date(e.time).toISOString()))
    .sort()
    .at(-1)
    ?.slice(0, 10);
  const home = homeCollections
    .map(latest)
    .filter((d): d is string => !!d)
    .sort()
    .at(-1);
  return {
    home,
    sections,
    tierlists,
    changelog: changelogDate,
    // Every document with its own page (a mode's tier list is dated above).
    details: detailKinds
      .filter((kind) => kind !== 'tierlists')
      .flatMap((kind) =>
        docs(kind).map((d) => ({ path: entityHref(kind, d._id), lastModified: d.verified.date })),
      ),
  };
}

/**
 * Every page after the first of every paged list in the current language, dated like its list
 * (`sections`, from getSitemapDates). Pages are cut by their items' weight, which differs by
 * language, so the count comes from the list as its pages read it (the same cached read).
 */
export async function getListPages(sections: Record<string, string | undefined>) {
  const pages = await Promise.all(
    Object.values(lists).map(async ({ list, load }) =>
      otherPages(pageCount((await load()).model)).map((n) => ({
        path: pageHref(kindRoute(list.kind), n),
        lastModified: sections[kindRoute(list.kind)],
      })),
    ),
  );
  return pages.flat();
}
