import { eventListCard } from '@/components/event/event-list-card';
import { LocalZone } from '@/components/event/local-time';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { currentLocale } from '@/lib/i18n/current';
import { fillNodes } from '@/lib/i18n/fill-nodes';
import { getT } from '@/lib/i18n/messages';
import { eventList, getEventList } from '@/lib/queries/events';

export const generateMetadata = () => listMetadata(eventList);

export default async function EventsPage() {
  const t = getT(await currentLocale(), 'events');
  return (
    <ListPage
      data={await getEventList()}
      page={1}
      card={eventListCard}
      note={
        <>
          {/* A line of its own: the zone's name changes after hydration and must not reflow the lead. */}
          <span className="d-block small">
            {fillNodes(t('timesIn', { zone: '{zone}' }), {
              zone: <LocalZone yours={t('yourZone', { zone: '{zone}' })} />,
            })}
          </span>
          <span className="d-block small">{t('ownZone')}</span>
        </>
      }
    />
  );
}
