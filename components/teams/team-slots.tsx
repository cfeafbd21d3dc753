'use client';

import type { CharacterCard } from '@/lib/teams';

interface Props {
  squadSize: number;
  members: readonly string[];
  byId: ReadonlyMap<string, CharacterCard>;
  onRemove: (id: string) => void;
}

/** The squad's slots in order, each filled one with a button that takes the member out. */
export function TeamSlots({ squadSize, members, byId, onRemove }: Props) {
  return (
    <ol className="list-group list-group-numbered mb-3" aria-label="Team slots">
      {Array.from({ length: squadSize }, (_, i) => {
        const id = members[i];
        const c = id === undefined ? undefined : byId.get(id);
        return (
          <li
            key={id ?? `empty-${i}`}
            className="list-group-item d-flex align-items-center gap-2"
            data-slot={id ?? ''}
          >
            {id === undefined ? (
              <span className="text-body-secondary">Empty slot</span>
            ) : (
              <>
                <span className="me-auto">
                  {c?.name ?? id}
                  {c && (
                    <small className="text-body-secondary text-capitalize">
                      {' '}
                      · {c.role} · {c.element}
                    </small>
                  )}
                </span>
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  aria-label={`Remove ${c?.name ?? id} from the team`}
                  onClick={() => onRemove(id)}
                >
                  Remove
                </button>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
