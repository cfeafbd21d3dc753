import Link from 'next/link';
import { titleCase } from './game-style';

export interface EventSummary {
  _id: string;
  name: string;
  type: string;
  start: string;
  end: string;
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A compact event card: name, type and dates, linking to /events/{id}; "Live" when running at `now`. */
export function EventCard({ event, now }: { event: EventSummary; now: number }) {
  const live = Date.parse(event.start) <= now && now < Date.parse(event.end);
  return (
    <article className="card h-100 lf-card-link position-relative">
      <div className="card-body">
        <div className="d-flex justify-content-between gap-2">
          <h3 className="h6 card-title mb-1">
            <Link href={`/events/${event._id}`} className="stretched-link">
              {event.name}
            </Link>
          </h3>
          <span className={`badge align-self-start ${live ? 'text-bg-success' : 'text-bg-secondary'}`}>
            {live ? 'Live' : 'Upcoming'}
          </span>
        </div>
        <p className="small text-body-secondary mb-0">
          {titleCase(event.type)} · <time dateTime={event.start}>{formatDate(event.start)}</time> –{' '}
          <time dateTime={event.end}>{formatDate(event.end)}</time>
        </p>
      </div>
    </article>
  );
}
