import type { Picks } from './plan';
import type { SavedPlan } from './local-store';

/** A plan as the `plans` collection keeps it (owner-only; one document per character). */
export interface ServerPlan {
  _id: string;
  character: string;
  picks: Picks;
  updatedAt: string;
}

export type PlanStep =
  | { kind: 'push'; character: string; picks: Picks; docId?: string }
  | { kind: 'pull'; character: string; picks: Picks; updatedAt: string };

const samePicks = (a: Picks, b: Picks) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/** What to copy which way so this browser's plans and the player's `plans` documents agree. */
export function planSyncSteps(
  local: Readonly<Record<string, SavedPlan>>,
  server: readonly ServerPlan[],
): PlanStep[] {
  const steps: PlanStep[] = [];
  const onServer = new Map(server.map((plan) => [plan.character, plan]));
  for (const [character, mine] of Object.entries(local)) {
    const theirs = onServer.get(character);
    if (!theirs) steps.push({ kind: 'push', character, picks: mine.picks });
    else if (samePicks(mine.picks, theirs.picks)) continue;
    else if (mine.updatedAt > theirs.updatedAt)
      steps.push({ kind: 'push', character, picks: mine.picks, docId: theirs._id });
    else steps.push({ kind: 'pull', character, picks: theirs.picks, updatedAt: theirs.updatedAt });
  }
  for (const theirs of server) {
    if (!(theirs.character in local))
      steps.push({
        kind: 'pull',
        character: theirs.character,
        picks: theirs.picks,
        updatedAt: theirs.updatedAt,
      });
  }
  return steps;
}
