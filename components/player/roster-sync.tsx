'use client';

import { useAuth } from '@/components/auth/auth-provider';
import { callData } from '@/lib/data/browser';
import { CHANGES_EVENT, loadChangesState, updateChangesState } from '@/lib/player/changes-store';
import { loadRoster, loadSyncRecord, saveSyncRecord } from '@/lib/player/local-store';
import { laterMarker, planSync, type ServerRoster } from '@/lib/player/sync';
import { useBackgroundSync } from './use-background-sync';
import { useRoster } from './use-roster';

async function readServer(token: string): Promise<ServerRoster | null> {
  const { document } = await callData('findOne', { collection: 'rosters', filter: {} }, token);
  if (!document) return null;
  const updatedAt = document.updatedAt ?? document.createdAt ?? new Date(0).toISOString();
  return {
    _id: document._id,
    roster: { characters: document.characters, updatedAt },
    ...(document.lastSeen ? { lastSeen: document.lastSeen } : {}),
  };
}

const syncEvents = [CHANGES_EVENT];

/**
 * Keeps a signed-in player's roster in step with their `rosters` document (owner-only, through
 * the data protocol, in the background: useBackgroundSync): on sign-in, after every local change,
 * on focus and when back online.
 * Renders nothing. The rule is planSync's: first sign-in merges, later the changed side wins.
 * The "Changes for you" last-seen marker rides along: the later of the two sides wins.
 */
export function RosterSync() {
  const { user, getIdToken } = useAuth();
  const { roster, replace } = useRoster();
  const uid = user?.uid;
  const localAt = roster?.updatedAt;

  useBackgroundSync(
    uid && localAt !== undefined ? `${uid}:${localAt}` : undefined,
    async () => {
      if (!uid) return;
      const token = await getIdToken();
      if (!token) return;
      const [local, server, record, changes] = await Promise.all([
        loadRoster(),
        readServer(token),
        loadSyncRecord(uid),
        loadChangesState(),
      ]);
      const lastSeen = laterMarker(changes.lastSeen, server?.lastSeen);
      if (lastSeen !== changes.lastSeen) await updateChangesState({ lastSeen });
      const step = planSync(local, server, record, new Date());
      const markerBehind = server !== null && lastSeen !== server.lastSeen;
      if (markerBehind && step.kind !== 'push' && step.kind !== 'merge')
        await callData(
          'updateOne',
          { collection: 'rosters', filter: { _id: server._id }, update: { $set: { lastSeen } } },
          token,
        );
      if (step.kind === 'none' && !markerBehind) {
        if (server && !record)
          await saveSyncRecord(uid, {
            docId: server._id,
            serverAt: server.roster.updatedAt,
            localAt: local.updatedAt,
          });
        return;
      }
      if (step.kind === 'pull' || step.kind === 'merge') await replace(step.roster, 'sync');
      let docId = server?._id;
      if (step.kind === 'push' || step.kind === 'merge') {
        const characters = step.roster.characters;
        if (docId) {
          await callData(
            'updateOne',
            {
              collection: 'rosters',
              filter: { _id: docId },
              update: { $set: { characters, ...(lastSeen ? { lastSeen } : {}) } },
            },
            token,
          );
        } else {
          const document = { characters, ...(lastSeen ? { lastSeen } : {}) };
          docId = (await callData('insertOne', { collection: 'rosters', document }, token)).insertedId;
        }
      }
      const after = await readServer(token);
      const nowLocal = await loadRoster();
      if (after && docId)
        await saveSyncRecord(uid, { docId, serverAt: after.roster.updatedAt, localAt: nowLocal.updatedAt });
    },
    syncEvents,
  );

  return null;
}
