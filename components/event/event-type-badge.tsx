import type { GameEvent } from '@/lib/content';
import { eventTypeIcons } from './event-style';
import { Icon } from '@/components/common/icon';

/** Badge naming an event's type; `label` names it in the page's language. */
export function EventTypeBadge({ type, label }: { type: GameEvent['type']; label: string }) {
  return (
    <span className="badge text-bg-dark">
      <Icon name={eventTypeIcons[type]} className="me-1" />
      {label}
    </span>
  );
}
