import { notFound } from 'next/navigation';
import { shareImage, shareImageSize } from '@/components/character/share-image';
import { getEvent } from '@/lib/queries/events';
import { eventTypeLabels } from '@/components/event/event-style';
import { formatInZone } from '@/lib/format/date';

export const alt = 'Lanternfall event card';
export const size = shareImageSize;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const event = await getEvent((await params).id);
  if (!event) notFound();
  return shareImage({
    eyebrow: eventTypeLabels[event.type],
    title: event.name,
    subtitle: `${formatInZone(event.start, event.timeZone)} – ${formatInZone(event.end, event.timeZone)}`,
    accent: '#9a4a00',
    facts: [
      ['Rewards', String(event.rewards.length)],
      ['Featured', String(event.featured.length)],
      ['Shop items', String(event.shop.length)],
      ['Tasks', String(event.tasks.length)],
    ],
  });
}
