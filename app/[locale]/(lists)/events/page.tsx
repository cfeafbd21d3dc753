import { EventEntry } from '@/components/event/event-entry';
import { eventCardWords } from '@/components/event/event-card-words';
import { LocalZone } from '@/components/event/local-time';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { currentLocale } from '@/lib/i18n/current';
import { fillNodes } from '@/lib/i18n/fill-nodes';
import { getT } from '@/lib/i18n/messages';
import { entryContext } from '@/lib/queries/list';
import { eventList, getEventList, type EventListItem, type EventsContext } from '@/lib/queries/events';

export const generateMetadata = () => listMetadata(eventList);

/** An event's entry: its own part of the list's context (entryContext), drawn in the browser. */
function eventEntry(event: EventListItem, context: EventsContext) {
  return <EventEntry item={event} context={entryContext(context, event._id)} />;
}

export default async function EventsPage() {
  const locale = await currentLocale();
  const t = getT(locale, 'events');
  const data = await getEventList();
  return (
    <ListPage
      // The cards' words, once for every entry drawn in the browser.
      data={{ ...data, context: { ...data.context, words: eventCardWords(locale) } }}
      page={1}
      card={eventEntry}
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
