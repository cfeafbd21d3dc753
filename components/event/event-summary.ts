import type { GameEvent } from '@/lib/content';
import { eventTypeLabels } from './event-style';
import { formatUtc } from '@/lib/format/date';

/** One sentence about an event for search results and share previews. */
export function eventSummary(e: Pick<GameEvent, 'name' | 'type' | 'start' | 'end'>): string {
  return (
    `${e.name}, a Lanternfall ${eventTypeLabels[e.type].toLowerCase()} from ${formatUtc(e.start)} to ${formatUtc(e.end)}: ` +
    'rewards, featured characters, the event shop and tasks.'
  );
}
