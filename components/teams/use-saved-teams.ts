'use client';

import { useCallback, useEffect, useState } from 'react';
import { loadSavedTeams, saveSavedTeam } from '@/lib/player/saved-team-store';
import { announceTeamSaved, liveTeams, newTeamId, TEAM_SAVED, type SavedTeam } from '@/lib/player/saved-team';

/**
 * The player's saved teams in this browser (deleted ones hidden), read again whenever a team is
 * saved, deleted or pulled by the sync anywhere on the page. Undefined until IndexedDB answers.
 */
export function useSavedTeams() {
  const [teams, setTeams] = useState<SavedTeam[]>();
  const [all, setAll] = useState<SavedTeam[]>([]);

  useEffect(() => {
    let live = true;
    const read = () =>
      void loadSavedTeams().then((stored) => {
        if (!live) return;
        setAll(stored);
        setTeams(liveTeams(stored));
      });
    read();
    window.addEventListener(TEAM_SAVED, read);
    return () => {
      live = false;
      window.removeEventListener(TEAM_SAVED, read);
    };
  }, []);

  /** Saves a new team, or replaces the one with the same id; returns its id. */
  const save = useCallback(async (team: Omit<SavedTeam, 'id' | 'updatedAt'> & { id?: string }) => {
    const id = team.id ?? newTeamId();
    await saveSavedTeam({ ...team, id, updatedAt: new Date().toISOString() });
    announceTeamSaved();
    return id;
  }, []);

  /** Deletes a team, keeping a tombstone so the deletion syncs. */
  const remove = useCallback(
    async (id: string) => {
      const team = all.find((t) => t.id === id);
      if (!team) return;
      await saveSavedTeam({ ...team, deleted: true, updatedAt: new Date().toISOString() });
      announceTeamSaved();
    },
    [all],
  );

  return { teams, save, remove };
}
