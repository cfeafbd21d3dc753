// What touches the player, gathered from this browser: one input per source of interest, so a
// new source (a saved team's members) is one more line here.
import type { gameModes } from '@/lib/content/common';
import { changesForYou, defaultSince, type ChangesData, type Interests } from './changes-for-you';
import { updateChangesState, type ChangesState } from './changes-store';
import { loadPlans, loadRoster } from './local-store';
import { liveTeams } from './saved-team';
import { loadSavedTeams } from './saved-team-store';
import { localeHref, type SiteLocale } from '@/lib/i18n/locales';

type GameMode = (typeof gameModes)[number];

// Written out, because the schema's module brings zod to the browser; the Record makes the
// typecheck name a mode the schema gains and this list lacks.
const modes: Record<GameMode, true> = { story: true, arena: true, boss: true };

/** Every game mode. */
export const allModes = Object.keys(modes) as GameMode[];

/** The player's interests as this browser keeps them: owned characters, plan picks, saved teams, chosen modes. */
export async function loadInterests(state: ChangesState): Promise<Interests> {
  const [roster, plans, saved] = await Promise.all([loadRoster(), loadPlans(), loadSavedTeams()]);
  const teams: Record<string, string[]> = {};
  for (const team of liveTeams(saved)) for (const id of team.members) (teams[id] ??= []).push(team.label);
  return {
    owned: roster.characters.map((e) => e.character),
    plans: Object.fromEntries(Object.entries(plans).map(([id, plan]) => [id, plan.picks])),
    teams,
    modes: allModes.filter((m) => !state.modes || state.modes.includes(m)),
  };
}

/** True when nothing could touch the player: no roster, no plans, no saved teams. */
export const noInterests = (i: Interests) =>
  i.owned.length === 0 && Object.keys(i.plans).length === 0 && Object.keys(i.teams).length === 0;

/** Counts the unseen changes that touch the player and keeps the count for the navbar's badge. */
export async function recountUnseen(data: ChangesData, state: ChangesState): Promise<number> {
  const interests = await loadInterests(state);
  const unseen = changesForYou(data, interests, defaultSince(data, state.lastSeen)).length;
  await updateChangesState({ stamp: data.stamp, unseen });
  return unseen;
}

/** Fetches the public changes data (the service worker answers from its copy offline). */
export async function fetchChangesData(locale: SiteLocale): Promise<ChangesData> {
  const url = localeHref('/changes.json', locale);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as ChangesData;
}
