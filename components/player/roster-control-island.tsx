'use client';

import Link from '@/components/common/page-link';
import { Icon } from '@/components/common/icon';
import { RosterEntryFields } from './roster-entry-fields';
import { useRoster } from './use-roster';
import { fill } from '@/lib/i18n/fill';
import type { RosterBoxLabels } from './roster-control-labels';

interface Props {
  character: { _id: string; name: string; builds: readonly string[] };
  labels: RosterBoxLabels;
}

/**
 * The character page's roster box: add the character to the roster kept in this browser, then
 * set level, rank and build. Rendered empty on the server, so the static page holds nothing personal.
 */
export function RosterControlIsland({ character, labels }: Props) {
  const { roster, entry, add, change, remove } = useRoster();
  const owned = entry(character._id);
  return (
    <section
      aria-label={labels.boxLabel}
      className="card mb-4"
      data-roster-control={roster ? 'ready' : 'loading'}
    >
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <span className="fw-semibold">
          <Icon name="collection" className="me-1" />
          {owned ? labels.inRoster : labels.boxLabel}
        </span>
        {!roster ? (
          <span className="text-body-secondary small">{labels.loading}</span>
        ) : owned ? (
          <>
            <RosterEntryFields
              entry={owned}
              name={character.name}
              builds={character.builds}
              onChange={(next) => void change(character._id, next)}
              labels={labels.fields}
            />
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              onClick={() => void remove(character._id)}
            >
              {labels.removeFromRoster}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void add(character._id)}>
            <Icon name="plus-lg" className="me-1" />
            {fill(labels.addName, { name: character.name })}
          </button>
        )}
        <span className="ms-auto small d-flex gap-3">
          <Link href={`/compare?ids=${character._id}`}>{labels.compareOthers}</Link>
          <Link href="/roster">{labels.manage}</Link>
        </span>
      </div>
    </section>
  );
}
