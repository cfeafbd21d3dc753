/**
 * Where a time window stands against the clock. Its own module: the event page's countdown needs
 * it without the list model (./list), whose helpers would ride in that page's first load.
 */

/** Where an item with a time window stands against the clock: the options of a clock filter. */
export const clockStatuses = ['live', 'upcoming', 'ended'] as const;
export type ClockStatus = (typeof clockStatuses)[number];

/** Where a window (ISO start and end) stands at `now`: not started, running, or over. */
export function clockStatus(start: string, end: string, now: number): ClockStatus {
  if (now < Date.parse(start)) return 'upcoming';
  return now < Date.parse(end) ? 'live' : 'ended';
}
