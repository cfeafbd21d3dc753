import type { GameEvent } from '@/lib/content';
import { eventTypeIcons, eventTypeLabels } from './event-style';
import { Icon } from '@/components/common/icon';

/** Badge naming an event's type. */
export function EventTypeBadge({ type }: { type: GameEvent['type'] }) {
  return (
    <span className="badge text-bg-dark">
      <Icon name={eventTypeIcons[type]} className="me-1" />
      {eventTypeLabels[type]}
    </span>
  );
}
