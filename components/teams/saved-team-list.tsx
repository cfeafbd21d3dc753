'use client';

import { modeLabels, type GameMode } from '@/components/common/game-modes';
import type { SavedTeam } from '@/lib/player/saved-team';
import { teamSharePath } from '@/lib/player/team-code';
import { CopyShareLink } from './copy-share-link';

interface Props {
  teams: readonly SavedTeam[];
  names: (id: string) => string;
  onDelete: (id: string) => void;
  /** Loads a team into the builder; without it (on "Your data") each team links to its share page. */
  onLoad?: (team: SavedTeam) => void;
}

const modeName = (mode: string) => modeLabels[mode as GameMode] ?? mode;

/** The player's saved teams, by mode: their members, a share link, load (on /teams) and delete. */
export function SavedTeamList({ teams, names, onDelete, onLoad }: Props) {
  if (teams.length === 0)
    return (
      <p className="text-body-secondary">No saved teams yet. Build one on the teams page and save it.</p>
    );
  return (
    <ul className="list-group mb-3" aria-label="Saved teams">
      {teams.map((t) => {
        const title = `${t.label} (${modeName(t.mode)})`;
        return (
          <li key={t.id} className="list-group-item" data-saved-team={t.label}>
            <div className="d-flex flex-wrap align-items-baseline gap-2">
              <span className="fw-semibold">
                {onLoad ? t.label : <a href={teamSharePath(t)}>{t.label}</a>}
              </span>
              <span className="badge text-bg-secondary">{modeName(t.mode)}</span>
              <span className="text-body-secondary small">
                {t.members.map(names).join(', ') || 'no members'}
              </span>
            </div>
            <div className="d-flex flex-wrap gap-2 mt-2">
              {onLoad && (
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  aria-label={`Load ${title} into the builder`}
                  onClick={() => onLoad(t)}
                >
                  Load
                </button>
              )}
              {t.members.length > 0 && <CopyShareLink team={t} name={title} />}
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                aria-label={`Delete ${title}`}
                onClick={() => {
                  if (window.confirm(`Delete the saved team "${t.label}"?`)) onDelete(t.id);
                }}
              >
                Delete
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
