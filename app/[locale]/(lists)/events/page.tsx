import { eventListCard } from '@/components/event/event-list-card';
import { LocalZone } from '@/components/event/local-time';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { eventList, getEventList } from '@/lib/queries/events';

export const generateMetadata = () => listMetadata(eventList);

export default async function EventsPage() {
  return (
    <ListPage
      data={await getEventList()}
      page={1}
      card={eventListCard}
      note={
        <>
          {/* A line of its own: the zone's name changes after hydration and must not reflow the lead. */}
          <span className="d-block small">
            Times in <LocalZone />.
          </span>
          <span className="d-block small">Each event’s page also gives its own time zone.</span>
        </>
      }
    />
  );
}
