import Link from 'next/link';
import { EventCard } from '@/components/common/event-card';
import { SearchForm } from '@/components/common/search-form';
import { SectionGrid } from '@/components/common/section-grid';
import { RecentList, type RecentEntry } from '@/components/lists/recent-list';
import { siteConfig } from '@/lib/config/site';
import { ALL } from '@/components/lists/query';
import { find } from '@/lib/data';

// Reads the store on every request; never prerendered at build time.
export const dynamic = 'force-dynamic';

const recentSources = [
  { collection: 'characters', kind: 'Character', href: (id: string) => `/chars/${id}` },
  { collection: 'gears', kind: 'Gear', href: (id: string) => `/gears/${id}` },
  { collection: 'events', kind: 'Event', href: (id: string) => `/events/${id}` },
  { collection: 'enemies', kind: 'Enemy', href: (id: string) => `/enemies#${id}` },
] as const;

/**
 * Newest first by the date an entry was last verified against the game, then by store time: a
 * fresh import stamps every document at once, so only the verified date tells entries apart.
 */
function recency(doc: { updatedAt?: string; createdAt?: string; verified: { date: string } }): string {
  return `${doc.verified.date}|${doc.updatedAt ?? doc.createdAt ?? ''}`;
}

async function loadHome() {
  const now = Date.now();
  const projection = { _id: 1, name: 1, updatedAt: 1, createdAt: 1, verified: 1 } as const;
  const sort = { 'verified.date': -1, updatedAt: -1, createdAt: -1 } as const;
  const [events, ...recentLists] = await Promise.all([
    find('events', { limit: ALL, projection: { _id: 1, name: 1, type: 1, start: 1, end: 1 } }),
    ...recentSources.map((s) => find(s.collection, { projection, sort, limit: 5 })),
  ]);
  const openEvents = events
    .filter((e) => Date.parse(e.end) > now)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, 6);
  const recent: RecentEntry[] = recentLists
    .flatMap((docs, i) => {
      const source = recentSources[i]!;
      return docs.map((d) => ({
        href: source.href(d._id),
        name: d.name,
        kind: source.kind,
        date: d.verified.date,
        version: d.verified.version,
        order: recency(d),
      }));
    })
    .sort((a, b) => b.order.localeCompare(a.order))
    .slice(0, 8);
  return { now, openEvents, recent };
}

export default async function HomePage() {
  const { now, openEvents, recent } = await loadHome();
  return (
    <>
      <section className="lf-hero rounded-3 p-4 p-md-5 mb-4">
        <h1 className="display-6 fw-bold">{siteConfig.name}</h1>
        <p className="lead mb-4">{siteConfig.description}.</p>
        <div style={{ maxWidth: 560 }}>
          <SearchForm size="lg" label="Search characters" />
        </div>
      </section>

      <section className="mb-5" aria-labelledby="events-heading">
        <div className="d-flex justify-content-between align-items-baseline">
          <h2 id="events-heading" className="h4">
            Current and upcoming events
          </h2>
          <Link href="/events">All events</Link>
        </div>
        {openEvents.length > 0 ? (
          <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled">
            {openEvents.map((e) => (
              <li key={e._id} className="col">
                <EventCard event={e} now={now} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary">No events are running or announced right now.</p>
        )}
      </section>

      <div className="row g-4">
        <section className="col-lg-5" aria-labelledby="recent-heading">
          <h2 id="recent-heading" className="h4">
            Recently updated
          </h2>
          <RecentList entries={recent} />
        </section>
        <section className="col-lg-7" aria-labelledby="sections-heading">
          <h2 id="sections-heading" className="h4">
            Explore the codex
          </h2>
          <SectionGrid />
        </section>
      </div>
    </>
  );
}
