'use client';

import type { GameEvent } from '@/lib/content';
import { formatDuration, formatLocal, formatUtc } from '@/lib/format/date';
import { eventPhase, type EventPhase } from './event-time';
import { useNow } from './use-now';
import { Icon } from '@/components/common/icon';

interface Props extends Pick<GameEvent, 'start' | 'end'> {
  /** The phase the server grouped the event under; its label is the server-rendered text. */
  phase: EventPhase;
}

/**
 * Time left until an event starts or ends, ticking every second in the visitor's time zone.
 * The server renders the target in UTC, which is the same on every machine.
 */
export function Countdown({ start, end, phase: serverPhase }: Props) {
  const now = useNow();
  const phase = now === null ? serverPhase : eventPhase({ start, end }, now);
  const target = phase === 'upcoming' ? start : end;
  const label = phase === 'upcoming' ? 'Starts' : phase === 'ongoing' ? 'Ends' : 'Ended';
  const icon = phase === 'upcoming' ? 'hourglass-top' : phase === 'ongoing' ? 'hourglass-split' : 'flag';

  // A past event says only "Ended": its end is on the dates line beside it, in the visitor's
  // zone, and a second, longer copy here would wrap the line once the browser rewrote it.
  if (phase === 'past') {
    return (
      <span className="countdown" data-phase={phase}>
        <Icon name={icon} className="me-1" />
        {label}
      </span>
    );
  }
  // One structure before and after hydration, so going live updates the text in place.
  const ticking = now !== null;
  return (
    <span className="countdown" data-phase={phase}>
      <Icon name={icon} className="me-1" />
      {ticking ? `${label} in ` : `${label} `}
      {/* Figures of one width keep the ticking text steady; a monospace font would change the
          line's height when the countdown goes live, moving everything below it. */}
      <time
        dateTime={target}
        title={ticking ? formatLocal(target) : undefined}
        className={ticking ? 'fw-semibold' : undefined}
        style={ticking ? { fontVariantNumeric: 'tabular-nums' } : undefined}
      >
        {ticking ? formatDuration(Date.parse(target) - now) : formatUtc(target)}
      </time>
    </span>
  );
}
