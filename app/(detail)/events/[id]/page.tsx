import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { AuthProvider } from '@/components/auth/auth-provider';
import { DetailSection } from '@/components/character/detail-section';
import { readIds } from '@/lib/queries/read';
import { getEvent, getRenderTime } from '@/lib/queries/events';
import { EventFeatured } from '@/components/event/event-featured';
import { EventEnemies } from '@/components/event/event-enemies';
import { EventHeader } from '@/components/event/event-header';
import { EventJsonLd } from '@/components/event/event-json-ld';
import { EventProgress } from '@/components/event/event-progress';
import { EventRewards } from '@/components/event/event-rewards';
import { eventSummary } from '@/components/event/event-summary';
import { eventPhase } from '@/components/event/event-time';
import { HistorySection } from '@/components/history/history-section';
import { getEntityHistory } from '@/lib/queries/history';

interface Props {
  params: Promise<{ id: string }>;
}

/** Every event is prerendered at build; one added later renders on its first request. */
export const generateStaticParams = () => readIds('events');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await getEvent((await params).id);
  if (!event) notFound();
  const description = eventSummary(event);
  return pageMetadata({
    title: event.name,
    description,
    path: `/events/${event._id}`,
    type: 'article',
    ownImage: true,
  });
}

export default async function EventPage({ params }: Props) {
  const { id } = await params;
  const [event, history] = await Promise.all([getEvent(id), getEntityHistory('events', id)]);
  if (!event) notFound();
  const phase = eventPhase(event, await getRenderTime());
  return (
    <article>
      <EventJsonLd event={event} />
      <EventHeader event={event} phase={phase} />
      <EventFeatured event={event} />
      <EventEnemies eventId={event._id} />
      <DetailSection id="rewards" title="Rewards" icon="gift">
        <EventRewards rewards={event.rewards} />
      </DetailSection>
      <AuthProvider>
        <EventProgress event={{ _id: event._id, tasks: event.tasks, shop: event.shop }} />
      </AuthProvider>
      <HistorySection entries={history} verified={event.verified} />
    </article>
  );
}
