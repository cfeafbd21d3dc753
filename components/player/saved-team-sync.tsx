'use client';

import { useAuth } from '@/components/auth/auth-provider';
import { callData } from '@/lib/data/browser';
import { loadSavedTeams, saveSavedTeam } from '@/lib/player/saved-team-store';
import { announceTeamSaved, TEAM_SAVED } from '@/lib/player/saved-team';
import { teamSyncSteps } from '@/lib/player/saved-team-sync';
import { useBackgroundSync } from './use-background-sync';

/** The most saved teams (tombstones included) one player's sync reads: far more than anyone keeps. */
const TEAM_LIMIT = 500;

/**
 * Keeps a signed-in player's saved teams in step with their `savedTeams` documents (owner-only,
 * through the data protocol), on the same triggers as the plan sync plus each save or delete of
 * a team. Renders nothing. The rule is teamSyncSteps': per team, the side changed last wins.
 */
export function SavedTeamSync() {
  const { user, getIdToken } = useAuth();

  useBackgroundSync(
    user?.uid,
    async () => {
      const token = await getIdToken();
      if (!token) return;
      const [local, { documents }] = await Promise.all([
        loadSavedTeams(),
        callData(
          'find',
          {
            collection: 'savedTeams',
            filter: {},
            projection: { team: 1, mode: 1, label: 1, members: 1, deleted: 1, createdAt: 1, updatedAt: 1 },
            limit: TEAM_LIMIT,
          },
          token,
        ),
      ]);
      // A team only ever inserted has no updatedAt: it was last changed when it was created.
      const server = documents.map(({ createdAt, updatedAt, ...team }) => ({
        ...team,
        updatedAt: updatedAt ?? createdAt ?? '',
      }));
      let pulled = false;
      for (const step of teamSyncSteps(local, server)) {
        const { id, mode, label, members, deleted } = step.team;
        if (step.kind === 'pull') {
          await saveSavedTeam(step.team);
          pulled = true;
        } else if (step.docId)
          await callData(
            'updateOne',
            {
              collection: 'savedTeams',
              filter: { _id: step.docId },
              update: { $set: { mode, label, members, deleted: Boolean(deleted) } },
            },
            token,
          );
        else
          await callData(
            'insertOne',
            { collection: 'savedTeams', document: { team: id, mode, label, members } },
            token,
          );
      }
      // Lists of saved teams on the page read them again; the sync that follows finds nothing to do.
      if (pulled) announceTeamSaved();
    },
    [TEAM_SAVED],
  );

  return null;
}
