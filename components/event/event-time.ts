import type { GameEvent } from '@/lib/content';
import { clockStatus, type ClockStatus } from '@/lib/queries/clock';

export type EventPhase = 'ongoing' | 'upcoming' | 'past';

const phases: Record<ClockStatus, EventPhase> = { live: 'ongoing', upcoming: 'upcoming', ended: 'past' };

/** Where an event stands at `now`: not started, running, or over. */
export function eventPhase(event: Pick<GameEvent, 'start' | 'end'>, now: number): EventPhase {
  return phases[clockStatus(event.start, event.end, now)];
}
