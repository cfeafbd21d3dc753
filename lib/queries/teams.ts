import 'server-only';
import { gameModes } from '@/lib/content';
import { collectionTag } from '@/lib/data';
import { buildTeamsData, teamSynergy, type TeamsData } from '@/lib/teams';
import { currentLocale } from '@/lib/i18n/current';
import { cacheScope } from './cache';
import { getEffectNames } from './effects';
import { findAll, readAll } from './read';
import { inLocaleOf } from './translations';

/** Every collection the teams data reads: its cache tags. */
const teamsReads = ['characters', 'skills', 'traits', 'effects', 'enemies', 'modes'] as const;

/**
 * The compact teams data the synergy model and the builder read (lib/teams/index.ts): characters
 * with their effect edges, modes with rules and threats. One cached entry tagged with every
 * collection it reads, so a write to any of them rebuilds it.
 */
export async function getTeamsData(): Promise<TeamsData> {
  'use cache';
  cacheScope(teamsReads.map(collectionTag));
  const [characters, skills, traits, effects, enemies, modes] = await Promise.all([
    findAll('characters', {
      projection: {
        name: 1,
        role: 1,
        element: 1,
        rarity: 1,
        skills: 1,
        traits: 1,
        skillTree: 1,
        recommendations: 1,
      },
      sort: { name: 1 },
    }),
    findAll('skills', { projection: { name: 1, interactions: 1 } }),
    findAll('traits', { projection: { name: 1, interactions: 1 } }),
    findAll('effects', { projection: { name: 1, type: 1 } }),
    findAll('enemies', { projection: { name: 1, skills: 1, resistances: 1 } }),
    findAll('modes', {}),
  ]);
  modes.sort((a, b) => gameModes.indexOf(a._id) - gameModes.indexOf(b._id));
  return buildTeamsData({ characters, skills, traits, effects, enemies, modes });
}

/**
 * Every mode in the game's order: its rules and description, the enemies and rivals it names
 * (with their names), and the effects they put on a squad (from the teams data).
 */
export async function getModes() {
  'use cache';
  cacheScope([...teamsReads].map(collectionTag));
  const [modes, enemies, data] = await Promise.all([
    findAll('modes', {}),
    findAll('enemies', { projection: { name: 1 } }),
    getTeamsData(),
  ]);
  const enemyNames = new Map(enemies.map((e) => [e._id, e.name]));
  // The teams data already holds every character's name: no second read of the collection.
  const characterNames = new Map(data.characters.map((c) => [c.id, c.name]));
  return {
    effects: data.effects,
    modes: modes
      .sort((a, b) => gameModes.indexOf(a._id) - gameModes.indexOf(b._id))
      .map((mode) => ({
        ...mode,
        enemies: mode.threats.enemies.map((id) => ({ id, name: enemyNames.get(id) ?? id })),
        rivals: mode.threats.characters.map((id) => ({ id, name: characterNames.get(id) ?? id })),
        applied: data.modes.find((m) => m.id === mode._id)?.threats ?? [],
      })),
  };
}

/** The curated teams per mode (in the game's mode order), each with its synergy breakdown, and effect names. */
export async function getCuratedTeams() {
  'use cache';
  cacheScope([...teamsReads, 'teams'].map(collectionTag));
  const [teams, data] = await Promise.all([findAll('teams', { sort: { name: 1 } }), getTeamsData()]);
  const names = new Map(data.characters.map((c) => [c.id, c]));
  const modes = data.modes.map((mode) => ({
    mode: { id: mode.id, name: mode.name, squadSize: mode.squadSize },
    teams: teams
      .filter((t) => t.mode === mode.id)
      .map((team) => ({
        ...team,
        members: team.members.map((m) => ({ ...m, name: names.get(m.character)?.name ?? m.character })),
        synergy: teamSynergy(
          data,
          mode.id,
          team.members.map((m) => m.character),
        ),
      })),
  }));
  return { modes, effects: data.effects };
}

/**
 * The names the modes and teams pages show beside the documents, in the page's language: the
 * enemies', the characters', the modes' and the effects' (the cached reads above are English).
 */
async function namesInPageLocale() {
  const [enemies, characters, modes, effects] = await Promise.all([
    readAll('enemies', { projection: { name: 1 } }),
    readAll('characters', { projection: { name: 1 } }),
    readAll('modes', { projection: { name: 1 } }),
    getEffectNames(),
  ]);
  const byId = (docs: readonly { _id: string; name: string }[]) => new Map(docs.map((d) => [d._id, d.name]));
  return { enemies: byId(enemies), characters: byId(characters), modes: byId(modes), effects };
}

/** The modes page's data (getModes) in the page's language: each mode's texts and the names it shows. */
export async function getModesInPageLocale() {
  const [{ modes, effects }, locale] = await Promise.all([getModes(), currentLocale()]);
  if (locale === 'en') return { modes, effects };
  const [shown, names] = await Promise.all([inLocaleOf(locale, 'modes', modes), namesInPageLocale()]);
  return {
    effects: { ...effects, ...names.effects },
    modes: shown.map((mode) => ({
      ...mode,
      enemies: mode.enemies.map((e) => ({ ...e, name: names.enemies.get(e.id) ?? e.name })),
      rivals: mode.rivals.map((c) => ({ ...c, name: names.characters.get(c.id) ?? c.name })),
    })),
  };
}

/**
 * The curated teams (getCuratedTeams) in the page's language: each team's name, overview and
 * notes, and the modes', members' and effects' names. The synergy breakdown's words are the
 * model's own (lib/teams), in English.
 */
export async function getCuratedTeamsInPageLocale() {
  const [{ modes, effects }, locale] = await Promise.all([getCuratedTeams(), currentLocale()]);
  if (locale === 'en') return { modes, effects };
  const [teams, names] = await Promise.all([
    inLocaleOf(
      locale,
      'teams',
      modes.flatMap((m) => m.teams),
    ),
    namesInPageLocale(),
  ]);
  const shown = new Map(teams.map((t) => [t._id, t]));
  return {
    effects: { ...effects, ...names.effects },
    modes: modes.map(({ mode, teams: list }) => ({
      mode: { ...mode, name: names.modes.get(mode.id) ?? mode.name },
      teams: list.map((team) => {
        const t = shown.get(team._id) ?? team;
        return {
          ...t,
          members: t.members.map((m) => ({ ...m, name: names.characters.get(m.character) ?? m.name })),
        };
      }),
    })),
  };
}
