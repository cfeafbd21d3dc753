import Link from '@/components/common/page-link';
import { CompactEventCard } from '@/components/event/compact-event-card';
import { SearchForm } from '@/components/common/search-form';
import { SectionGrid } from '@/components/common/section-grid';
import { RecentList } from '@/components/lists/recent-list';
import { siteConfig } from '@/lib/config/site';
import { currentLocale } from '@/lib/i18n/current';
import { getPluralForms, getT } from '@/lib/i18n/messages';
import { getHome } from '@/lib/queries/home';
import { getChangesStamp } from '@/lib/queries/changes';
import { ChangesBanner } from '@/components/player/changes-banner';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteWords } from '@/lib/seo/site-words';

export async function generateMetadata() {
  const { title, description } = siteWords(await currentLocale());
  return {
    ...(await pageMetadata({ title, description, path: '/' })),
    title: { absolute: title },
  };
}

export default async function HomePage() {
  const locale = await currentLocale();
  const [{ now, openEvents, recent }, changesStamp] = await Promise.all([getHome(), getChangesStamp(locale)]);
  const t = getT(locale, 'home');
  return (
    <>
      <section className="lf-hero rounded-3 p-4 p-md-5 mb-4">
        <h1 className="display-6 fw-bold">{siteConfig.name}</h1>
        <p className="lead mb-4">{siteWords(locale).description}.</p>
        <div className="lf-narrow">
          <SearchForm size="lg" />
        </div>
      </section>

      <section className="mb-5" aria-labelledby="events-heading">
        <div className="d-flex justify-content-between align-items-baseline">
          <h2 id="events-heading" className="h4">
            {t('eventsHeading')}
          </h2>
          <Link href="/events">{t('allEvents')}</Link>
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
          <p className="text-body-secondary">{t('noEvents')}</p>
        )}
      </section>

      <div className="row g-4">
        <section className="col-lg-5" aria-labelledby="recent-heading">
          <div className="d-flex justify-content-between align-items-baseline">
            <h2 id="recent-heading" className="h4">
              {t('recentHeading')}
            </h2>
            <Link href="/me/changes">{t('changesForYou')}</Link>
          </div>
          <RecentList entries={recent} />
        </section>
        <section className="col-lg-7" aria-labelledby="sections-heading">
          <h2 id="sections-heading" className="h4">
            {t('sectionsHeading')}
          </h2>
          <SectionGrid />
        </section>
      </div>
      <ChangesBanner
        stamp={changesStamp}
        labels={{
          unseen: getPluralForms(locale, 'changes', 'bannerUnseen'),
          see: getT(locale, 'changes')('bannerSee'),
          dismiss: getT(locale, 'changes')('bannerDismiss'),
        }}
      />
    </>
  );
}
