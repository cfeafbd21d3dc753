import Link from '@/components/common/page-link';
import { CompactEventCard } from '@/components/event/compact-event-card';
import { SearchForm } from '@/components/common/search-form';
import { SectionGrid } from '@/components/common/section-grid';
import { RecentList } from '@/components/lists/recent-list';
import { homeTitle, siteConfig } from '@/lib/config/site';
import { getHome } from '@/lib/queries/home';
import { getChangesStamp } from '@/lib/queries/changes';
import { ChangesBanner } from '@/components/player/changes-banner';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata() {
  return {
    ...(await pageMetadata({ title: homeTitle, description: siteConfig.description, path: '/' })),
    title: { absolute: homeTitle },
  };
}

export default async function HomePage() {
  const [{ now, openEvents, recent }, changesStamp] = await Promise.all([getHome(), getChangesStamp()]);
  return (
    <>
      <section className="lf-hero rounded-3 p-4 p-md-5 mb-4">
        <h1 className="display-6 fw-bold">{siteConfig.name}</h1>
        <p className="lead mb-4">{siteConfig.description}.</p>
        <div className="lf-narrow">
          <SearchForm size="lg" />
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
                <CompactEventCard event={e} now={now} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary">No events are running or announced right now.</p>
        )}
      </section>

      <div className="row g-4">
        <section className="col-lg-5" aria-labelledby="recent-heading">
          <div className="d-flex justify-content-between align-items-baseline">
            <h2 id="recent-heading" className="h4">
              Recently updated
            </h2>
            <Link href="/me/changes">Changes for you</Link>
          </div>
          <RecentList entries={recent} />
        </section>
        <section className="col-lg-7" aria-labelledby="sections-heading">
          <h2 id="sections-heading" className="h4">
            Explore the codex
          </h2>
          <SectionGrid />
        </section>
      </div>
      <ChangesBanner stamp={changesStamp} />
    </>
  );
}
