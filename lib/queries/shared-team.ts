import 'server-only';
import type { PageLocale } from './translations';
import { teamSynergy, type CharacterCard, type TeamMode } from '@/lib/teams';
import { decodeTeamCode } from '@/lib/player/team-code';
import { cacheScope } from './cache';
import { getTeamsData } from './teams';
import { synergyWords } from '@/lib/i18n/card-words';

/** A shared team as its page and image show it, or what is wrong with its link. */
export type SharedTeamView =
  | {
      ok: true;
      code: string;
      mode: TeamMode;
      label?: string;
      members: CharacterCard[];
      report: ReturnType<typeof teamSynergy>;
      /** Effect names by id, for the breakdown's words. */
      effects: Record<string, string>;
    }
  | { ok: false; message: string };

/**
 * The team a share code stands for, with its synergy computed on the server, or a message naming
 * the problem (a malformed code, no such mode, a character the site does not have, too many
 * members). Cached per code for a bounded time (the `shared` profile) and under the tags of the
 * teams data it reads, so a content write refreshes it.
 */
export async function getSharedTeam(code: string, locale: PageLocale = 'en'): Promise<SharedTeamView> {
  'use cache';
  cacheScope([], 'shared');
  const decoded = decodeTeamCode(code);
  if (!decoded.ok) return decoded;
  const { team } = decoded;
  const data = await getTeamsData(locale);
  const mode = data.modes.find((m) => m.id === team.mode);
  if (!mode)
    return {
      ok: false,
      message: `There is no game mode "${team.mode}"; the modes are ${data.modes.map((m) => m.id).join(', ')}.`,
    };
  const byId = new Map(data.characters.map((c) => [c.id, c]));
  const unknown = team.members.find((id) => !byId.has(id));
  if (unknown !== undefined)
    return { ok: false, message: `There is no character "${unknown}" on this site.` };
  if (team.members.length > mode.squadSize)
    return {
      ok: false,
      message: `${mode.name} squads have ${mode.squadSize} units; the link names ${team.members.length}.`,
    };
  return {
    ok: true,
    code,
    mode,
    ...(team.label ? { label: team.label } : {}),
    members: team.members.map((id) => {
      const { name, role, element, rarity } = byId.get(id)!;
      return { id, name, role, element, rarity };
    }),
    report: teamSynergy(data, mode.id, team.members, synergyWords(locale)),
    effects: data.effects,
  };
}
