import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import 'server-only';
import { AuthProvider } from '@/components/auth/auth-provider';
import { DetailSection } from '@/components/character/detail-section';
import { detailPages, withEntityHistory } from '@/components/common/detail-pages';
import { HistorySection } from '@/components/history/history-section';
import { getEvent, getRenderTime } from '@/lib/queries/events';
import { EventEnemies } from './event-enemies';
import { EventFeatured } from './event-featured';
import { EventHeader } from './event-header';
import { EventJsonLd } from './event-json-ld';
import { EventProgress } from './event-progress';
import { eventProgressLabels } from './event-progress-labels';
import { EventRewards } from './event-rewards';
import { eventSummary } from './event-summary';
import { eventPhase } from './event-time';

// Apart from the declaration, whose uses of the data would otherwise decide its type.
const loadEventPage = withEntityHistory('events', getEvent);

/** An event's page (/events/<id>) and its share image. */
export const eventPages = detailPages({
  kind: 'events',
  load: loadEventPage,
  describe: ({ doc: event }, locale) => ({
    title: event.name,
    description: eventSummary(event, locale),
    type: 'article',
  }),
  render: async ({ doc: event, history }) => {
    const locale = await currentLocale();
    const sections = getT(locale, 'sections');
    const phase = eventPhase(event, await getRenderTime());
    return (
      <article>
        <EventJsonLd event={event} />
        <EventHeader event={event} phase={phase} />
        <EventFeatured event={event} />
        <EventEnemies eventId={event._id} />
        <DetailSection id="rewards" title={sections('rewards')} icon="gift">
          <EventRewards rewards={event.rewards} />
        </DetailSection>
        <AuthProvider>
          <EventProgress
            event={{ _id: event._id, tasks: event.tasks, shop: event.shop }}
            labels={eventProgressLabels(locale)}
          />
        </AuthProvider>
        <HistorySection entries={history} verified={event.verified} />
      </article>
    );
  },
  image: {
    alt: ({ doc: event }, locale) => getT(locale, 'shareAlt')('event', { name: event.name }),
    load: getEvent,
    card: (event, { event: words }) => ({
      eyebrow: words.types[event.type],
      title: event.name,
      subtitle: `${words.when(event.start, event.timeZone)} – ${words.when(event.end, event.timeZone)}`,
      accent: '#9a4a00',
      facts: [
        [words.rewards, String(event.rewards.length)],
        [words.featured, String(event.featured.length)],
        [words.shopItems, String(event.shop.length)],
        [words.tasks, String(event.tasks.length)],
      ],
    }),
  },
});
