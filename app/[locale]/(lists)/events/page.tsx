import { EventEntry } from '@/components/event/event-entry';
import { eventCardWords } from '@/components/event/event-card-words';
import { LocalZone } from '@/components/event/local-time';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { currentLocale } from '@/lib/i18n/current';
import { fillNodes } from '@/lib/i18n/fill-nodes';
import { getT } from '@/lib/i18n/messages';
import { eventList, getEventList, type EventListItem, type EventsContext } from '@/lib/queries/events';

export const generateMetadata = () => listMetadata(eventList);

/** An event's entry, given only the featured characters it names (the list's context has them all). */
function eventEntry(event: EventListItem, { characters, now }: EventsContext) {
  const featured = Object.fromEntries(
    event.featured.flatMap((id) => {
      const c = characters[id];
      return c ? [[id, { _id: c._id, name: c.name, element: c.element, class: c.class }]] : [];
    }),
  );
  return <EventEntry item={event} context={{ characters: featured, now }} />;
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
