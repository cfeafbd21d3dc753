import type { IconName } from '@/lib/config/icon-names';
import type { GameEvent } from '@/lib/content';

type EventType = GameEvent['type'];

/** Display names of the event types. */
export const eventTypeLabels: Record<EventType, string> = {
  'summon-banner': 'Summon banner',
  story: 'Story event',
  raid: 'Raid',
  challenge: 'Challenge',
  login: 'Login bonus',
  'arena-season': 'Arena season',
};

/** bootstrap-icons names for the event types. */
export const eventTypeIcons: Record<EventType, IconName> = {
  'summon-banner': 'stars',
  story: 'book',
  raid: 'fire',
  challenge: 'trophy',
  login: 'calendar-check',
  'arena-season': 'people',
};
