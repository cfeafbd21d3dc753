'use client';

import type { CharacterCard } from '@/lib/teams';
import type { TeamsLabels } from './teams-labels';
import { fill } from '@/lib/i18n/fill';

interface Props {
  squadSize: number;
  members: readonly string[];
  byId: ReadonlyMap<string, CharacterCard>;
  onRemove: (id: string) => void;
  labels: Pick<TeamsLabels, 'teamSlots' | 'emptySlot' | 'removeFromTeam' | 'remove' | 'roles' | 'elements'>;
}

/** The squad's slots in order, each filled one with a button that takes the member out. */
export function TeamSlots({ squadSize, members, byId, onRemove, labels }: Props) {
  return (
    <ol className="list-group list-group-numbered mb-3" aria-label={labels.teamSlots}>
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
              <span className="text-body-secondary">{labels.emptySlot}</span>
            ) : (
              <>
                <span className="me-auto">
                  {c?.name ?? id}
                  {c && (
                    <small className="text-body-secondary text-capitalize">
                      {' '}
                      · {labels.roles[c.role] ?? c.role} · {labels.elements[c.element] ?? c.element}
                    </small>
                  )}
                </span>
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  aria-label={fill(labels.removeFromTeam, { name: c?.name ?? id })}
                  onClick={() => onRemove(id)}
                >
                  {labels.remove}
                </button>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
