import { eventListCard } from '@/components/event/event-list-card';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { eventList, getEventList } from '@/lib/queries/events';

export const metadata = listMetadata(eventList);

export default async function EventsPage() {
  return <ListPage data={await getEventList()} page={1} card={eventListCard} />;
}
