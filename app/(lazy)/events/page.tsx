import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { EventGroups } from '@/components/event/event-groups';
import { requestTime } from '@/components/event/request-time';
import { find } from '@/lib/data';

export const metadata: Metadata = {
  title: 'Events',
  description:
    'Lanternfall events: ongoing, upcoming and past banners, raids, story events and arena seasons, with countdowns.',
  alternates: { canonical: '/events' },
};

export default async function EventsPage() {
  // Grouping depends on the time of the request, so the page is rendered per request.
  const now = await requestTime();
  const events = await find('events', {
    projection: { name: 1, type: 1, start: 1, end: 1, timeZone: 1, featured: 1 },
    sort: { start: -1 },
  });
  const featured = [...new Set(events.flatMap((e) => e.featured))];
  const characters = await find('characters', {
    filter: { _id: { $in: featured } },
    projection: { name: 1, element: 1, class: 1 },
  });
  return (
    <>
      <PageHeader
        title="Events"
        icon="calendar-event"
        lead="Banners, raids, story events and seasons. Countdowns run in your own time zone."
      />
      <EventGroups events={events} characters={characters} now={now} />
    </>
  );
}
