import type { GameEvent } from '@/lib/content';
import { eventTypeIcons, eventTypeLabels } from './event-style';

/** Badge naming an event's type. */
export function EventTypeBadge({ type }: { type: GameEvent['type'] }) {
  return (
    <span className="badge text-bg-dark">
      <i className={`bi bi-${eventTypeIcons[type]} me-1`} aria-hidden="true" />
      {eventTypeLabels[type]}
    </span>
  );
}
