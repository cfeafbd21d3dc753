import type { SavedTeam } from './saved-team';

/** A saved team as the owner-only `savedTeams` collection keeps it (one document per team). */
export interface ServerTeam {
  _id: string;
  team: string;
  mode: string;
  label: string;
  members: string[];
  deleted?: boolean;
  updatedAt: string;
}

export type TeamStep = { kind: 'push'; team: SavedTeam; docId?: string } | { kind: 'pull'; team: SavedTeam };

const sameTeam = (a: SavedTeam, b: ServerTeam) =>
  a.mode === b.mode &&
  a.label === b.label &&
  Boolean(a.deleted) === Boolean(b.deleted) &&
  a.members.length === b.members.length &&
  a.members.every((id, i) => b.members[i] === id);

const fromServer = (doc: ServerTeam): SavedTeam => ({
  id: doc.team,
  mode: doc.mode,
  label: doc.label,
  members: doc.members,
  updatedAt: doc.updatedAt,
  ...(doc.deleted ? { deleted: true } : {}),
});

/** What to copy which way so this browser's saved teams and the player's `savedTeams` documents agree. */
export function teamSyncSteps(local: readonly SavedTeam[], server: readonly ServerTeam[]): TeamStep[] {
  const steps: TeamStep[] = [];
  const onServer = new Map(server.map((doc) => [doc.team, doc]));
  const here = new Set(local.map((t) => t.id));
  for (const mine of local) {
    const theirs = onServer.get(mine.id);
    if (!theirs) {
      // A team deleted before it ever reached the server has nothing to tell it.
      if (!mine.deleted) steps.push({ kind: 'push', team: mine });
    } else if (sameTeam(mine, theirs)) continue;
    else if (mine.updatedAt > theirs.updatedAt) steps.push({ kind: 'push', team: mine, docId: theirs._id });
    else steps.push({ kind: 'pull', team: fromServer(theirs) });
  }
  for (const theirs of server) {
    if (!here.has(theirs.team)) steps.push({ kind: 'pull', team: fromServer(theirs) });
  }
  return steps;
}
