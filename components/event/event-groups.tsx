import type { IconName } from '@/components/common/icon-names';
import type { GameEvent } from '@/lib/content';
import { EventCard, type FeaturedCharacter } from './event-card';
import { groupEvents, type EventPhase } from './event-time';
import { Icon } from '@/components/common/icon';

const sections: { phase: EventPhase; title: string; icon: IconName; empty: string }[] = [
  { phase: 'ongoing', title: 'Ongoing', icon: 'hourglass-split', empty: 'Nothing is running right now.' },
  { phase: 'upcoming', title: 'Upcoming', icon: 'hourglass-top', empty: 'No events announced yet.' },
  { phase: 'past', title: 'Past', icon: 'flag', empty: 'No past events.' },
];

interface Props {
  events: Pick<GameEvent, '_id' | 'name' | 'type' | 'start' | 'end' | 'timeZone' | 'featured'>[];
  characters: FeaturedCharacter[];
  /** The moment the events are grouped at (the request time). */
  now: number;
}

/** Events split into ongoing, upcoming and past, each a grid of cards. */
export function EventGroups({ events, characters, now }: Props) {
  const groups = groupEvents(events, now);
  const byId = new Map(characters.map((c) => [c._id, c]));
  return sections.map(({ phase, title, icon, empty }) => (
    <section key={phase} id={phase} aria-labelledby={`${phase}-heading`} className="mb-5">
      <h2 id={`${phase}-heading`} className="h4 mb-3">
        <Icon name={icon} className="me-2" />
        {title} <span className="badge text-bg-secondary align-middle fs-6">{groups[phase].length}</span>
      </h2>
      {groups[phase].length > 0 ? (
        <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled">
          {groups[phase].map((event) => (
            <li key={event._id} className="col">
              <EventCard event={event} phase={phase} characters={byId} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary">{empty}</p>
      )}
    </section>
  ));
}
