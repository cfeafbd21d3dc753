import { PageHeader } from '@/components/common/page-header';
import { EventGroups } from '@/components/event/event-groups';
import { LocalZone } from '@/components/event/local-time';
import { getEventList } from '@/lib/queries/events';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata({
  title: 'Events',
  description:
    'Lanternfall events: ongoing, upcoming and past banners, raids, story events and arena seasons, with countdowns.',
  path: '/events',
});

export default async function EventsPage() {
  const { events, characters, now } = await getEventList();
  return (
    <>
      <PageHeader
        title="Events"
        icon="calendar-event"
        lead={
          <>
            Banners, raids, story events and seasons, with countdowns.
            {/* A line of its own: the zone's name changes after hydration and must not reflow the lead. */}
            <span className="d-block small">
              Times in <LocalZone />.
            </span>
            <span className="d-block small">Each event’s page also gives its own time zone.</span>
          </>
        }
      />
      <EventGroups events={events} characters={characters} now={now} />
    </>
  );
}
