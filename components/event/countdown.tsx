'use client';

import type { GameEvent } from '@/lib/content';
import { formatDuration, formatLocal, formatUtc, type DurationUnits } from '@/lib/format/date';
import { eventPhase, type EventPhase } from './event-time';
import { useNow } from './use-now';
import { Icon } from '@/components/common/icon';

/** The countdown's words in the page's language, translated by its server parent: no catalog reaches the browser. */
export interface CountdownLabels extends DurationUnits {
  starts: string;
  ends: string;
  ended: string;
  startsIn: string;
  endsIn: string;
}

interface Props extends Pick<GameEvent, 'start' | 'end'> {
  /** The phase the server grouped the event under; its label is the server-rendered text. */
  phase: EventPhase;
  labels: CountdownLabels;
  /** The page's language, which writes the target's date on hover. */
  locale: string;
}

/**
 * Time left until an event starts or ends, ticking every second in the visitor's time zone.
 * The server renders the target in UTC, which is the same on every machine.
 */
export function Countdown({ start, end, phase: serverPhase, labels, locale }: Props) {
  const now = useNow();
  const phase = now === null ? serverPhase : eventPhase({ start, end }, now);
  const upcoming = phase === 'upcoming';
  const target = upcoming ? start : end;
  const icon = phase === 'upcoming' ? 'hourglass-top' : phase === 'ongoing' ? 'hourglass-split' : 'flag';

  // A past event says only "Ended": its end is on the dates line beside it, in the visitor's
  // zone, and a second, longer copy here would wrap the line once the browser rewrote it.
  if (phase === 'past') {
    return (
      <span className="countdown" data-phase={phase}>
        <Icon name={icon} className="me-1" />
        {labels.ended}
      </span>
    );
  }
  // One structure before and after hydration, so going live updates the text in place.
  const ticking = now !== null;
  return (
    <span className="countdown" data-phase={phase}>
      <Icon name={icon} className="me-1" />
      {`${ticking ? (upcoming ? labels.startsIn : labels.endsIn) : upcoming ? labels.starts : labels.ends} `}
      {/* Figures of one width keep the ticking text steady; a monospace font would change the
          line's height when the countdown goes live, moving everything below it. */}
      <time
        dateTime={target}
        title={ticking ? formatLocal(target, locale) : undefined}
        className={ticking ? 'fw-semibold' : undefined}
        style={ticking ? { fontVariantNumeric: 'tabular-nums' } : undefined}
      >
        {ticking ? formatDuration(Date.parse(target) - now, labels) : formatUtc(target)}
      </time>
    </span>
  );
}
