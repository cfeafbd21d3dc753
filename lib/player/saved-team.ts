/**
 * A team the player saved, as this browser keeps it (IndexedDB key `team:<id>`). A deleted team
 * stays as a tombstone until the store is cleared, so its deletion reaches the player's other
 * devices instead of the next sync bringing it back.
 */
export interface SavedTeam {
  /** Given by the browser that saved it first; the same on every device. */
  id: string;
  mode: string;
  label: string;
  members: string[];
  updatedAt: string;
  deleted?: boolean;
}

/** A new team id: 16 random lower-case letters and digits (the `savedTeams` schema's shape). */
export function newTeamId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/** The teams a player sees: not deleted, by mode, then label. */
export function liveTeams(teams: readonly SavedTeam[]): SavedTeam[] {
  return teams
    .filter((t) => !t.deleted)
    .sort((a, b) => a.mode.localeCompare(b.mode) || a.label.localeCompare(b.label));
}

/** The window event sent after a team is saved or deleted in this browser, so a signed-in player's teams sync. */
export const TEAM_SAVED = 'lf:team-saved';

/** Tells the team sync (components/player/saved-team-sync.tsx) and other views that the saved teams changed. */
export function announceTeamSaved(): void {
  window.dispatchEvent(new Event(TEAM_SAVED));
}
