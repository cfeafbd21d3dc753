'use client';

import type { SavedTeam } from '@/lib/player/saved-team';
import { teamSharePath } from '@/lib/player/team-code';
import { CopyShareLink } from './copy-share-link';
import type { TeamsLabels } from './teams-labels';
import { fill } from '@/lib/i18n/fill';

interface Props {
  teams: readonly SavedTeam[];
  names: (id: string) => string;
  onDelete: (id: string) => void;
  /** Loads a team into the builder; without it (on "Your data") each team links to its share page. */
  onLoad?: (team: SavedTeam) => void;
  labels: SavedTeamLabels;
}

/** The words of the list and its share links. */
export type SavedTeamLabels = Pick<
  TeamsLabels,
  | 'modes'
  | 'noSaved'
  | 'savedTeams'
  | 'savedTitleOf'
  | 'noMembers'
  | 'loadInto'
  | 'load'
  | 'deleteTitle'
  | 'confirmDelete'
  | 'delete'
  | 'copyLinkOf'
  | 'linkCopied'
  | 'copyLink'
  | 'shareLinkOf'
>;

/** The player's saved teams, by mode: their members, a share link, load (on /teams) and delete. */
export function SavedTeamList({ teams, names, onDelete, onLoad, labels }: Props) {
  const modeName = (mode: string) => labels.modes[mode] ?? mode;
  if (teams.length === 0) return <p className="text-body-secondary">{labels.noSaved}</p>;
  return (
    <ul className="list-group mb-3" aria-label={labels.savedTeams}>
      {teams.map((t) => {
        const title = fill(labels.savedTitleOf, { label: t.label, mode: modeName(t.mode) });
        return (
          <li key={t.id} className="list-group-item" data-saved-team={t.label}>
            <div className="d-flex flex-wrap align-items-baseline gap-2">
              <span className="fw-semibold">
                {onLoad ? t.label : <a href={teamSharePath(t)}>{t.label}</a>}
              </span>
              <span className="badge text-bg-secondary">{modeName(t.mode)}</span>
              <span className="text-body-secondary small">
                {t.members.map(names).join(', ') || labels.noMembers}
              </span>
            </div>
            <div className="d-flex flex-wrap gap-2 mt-2">
              {onLoad && (
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  aria-label={fill(labels.loadInto, { title })}
                  onClick={() => onLoad(t)}
                >
                  {labels.load}
                </button>
              )}
              {t.members.length > 0 && <CopyShareLink team={t} name={title} labels={labels} />}
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                aria-label={fill(labels.deleteTitle, { title })}
                onClick={() => {
                  if (window.confirm(fill(labels.confirmDelete, { label: t.label }))) onDelete(t.id);
                }}
              >
                {labels.delete}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
