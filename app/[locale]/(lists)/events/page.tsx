import { eventListCard } from '@/components/event/event-list-card';
import { LocalZone } from '@/components/event/local-time';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { eventList, getEventList } from '@/lib/queries/events';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';

export const generateMetadata = () => listMetadata(eventList);

export default async function EventsPage() {
  const t = getT(await currentLocale(), 'listUi');
  // The zone's name is a client component, placed wherever the language puts it in the sentence.
  const [before, after = ''] = t('eventTimes', { zone: '\u0000' }).split('\u0000');
  return (
    <ListPage
      data={await getEventList()}
      page={1}
      card={eventListCard}
      note={
        <>
          {/* A line of its own: the zone's name changes after hydration and must not reflow the lead. */}
          <span className="d-block small">
            {before}
            <LocalZone />
            {after}
          </span>
          <span className="d-block small">{t('eventZones')}</span>
        </>
      }
    />
  );
}
