import 'server-only';
import { Feed } from 'feed';
import { entityHref } from '@/lib/kinds/registry';
import { siteConfig } from '@/lib/config/site';
import { entryLinesWithMoves } from '@/lib/format/change-words';
import { getChangelog } from './history';

/** How many changes the feed carries: the newest ones. */
const FEED_ENTRIES = 50;

/** The changelog as an Atom 1.0 document: one entry per changed document, newest first. */
export async function getChangelogFeed(): Promise<string> {
  const entries = (await getChangelog())
    .flatMap((v) => v.entries)
    .filter((e) => e.op === 'update')
    .sort((a, b) => b.time.localeCompare(a.time))
    .slice(0, FEED_ENTRIES);
  const url = (path: string) => new URL(path, siteConfig.url).toString();
  const feed = new Feed({
    title: `${siteConfig.name} changelog`,
    description: 'What changed in the wiki, patch by patch.',
    id: url('/changelog'),
    link: url('/changelog'),
    feedLinks: { atom: url('/changelog.xml') },
    updated: new Date(entries[0]?.time ?? '2026-01-01T00:00:00Z'),
    copyright: `© ${siteConfig.name}`,
    author: { name: siteConfig.name, link: siteConfig.url },
  });
  for (const e of entries) {
    const lines = entryLinesWithMoves(e.changes).map((l) => l.text);
    feed.addItem({
      title: `v${e.version}: ${e.name} changed`,
      id: url(`/changelog#${encodeURIComponent(e._id)}`),
      link: url(entityHref(e.collection, e.id)),
      date: new Date(e.time),
      description: [e.note, lines.length > 0 ? `${lines.join('; ')}.` : ''].filter(Boolean).join(' '),
    });
  }
  return feed.atom1();
}
