import 'server-only';
import { gameModes } from '@/lib/content';
import { collectionTag } from '@/lib/data';
import { buildTeamsData, teamSynergy, type TeamsData } from '@/lib/teams';
import { cacheScope } from './cache';
import { findAll } from './read';
import { inLocaleOf, type PageLocale } from './translations';
import { synergyWords } from '@/lib/i18n/card-words';

/** Every collection the teams data reads: its cache tags. */
const teamsReads = ['characters', 'skills', 'traits', 'effects', 'enemies', 'modes'] as const;

/**
 * The compact teams data the synergy model and the builder read (lib/teams/index.ts): characters
 * with their effect edges, modes with rules and threats. One cached entry tagged with every
 * collection it reads, so a write to any of them rebuilds it.
 */
export async function getTeamsData(locale: PageLocale = 'en'): Promise<TeamsData> {
  'use cache';
  cacheScope(teamsReads.map(collectionTag));
  const read = await Promise.all([
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
  // Names and texts in the page's language (a translated page's builder and breakdowns).
  const [characters, skills, traits, effects, enemies, modes] = await Promise.all([
    inLocaleOf(locale, 'characters', read[0]),
    inLocaleOf(locale, 'skills', read[1]),
    inLocaleOf(locale, 'traits', read[2]),
    inLocaleOf(locale, 'effects', read[3]),
    inLocaleOf(locale, 'enemies', read[4]),
    inLocaleOf(locale, 'modes', read[5]),
  ]);
  modes.sort((a, b) => gameModes.indexOf(a._id) - gameModes.indexOf(b._id));
  return buildTeamsData({ characters, skills, traits, effects, enemies, modes });
}

/**
 * Every mode in the game's order: its rules and description, the enemies and rivals it names
 * (with their names), and the effects they put on a squad (from the teams data).
 */
export async function getModes(locale: PageLocale = 'en') {
  'use cache';
  cacheScope([...teamsReads].map(collectionTag));
  const [modes, enemies, data] = await Promise.all([
    findAll('modes', {}).then((docs) => inLocaleOf(locale, 'modes', docs)),
    findAll('enemies', { projection: { name: 1 } }).then((docs) => inLocaleOf(locale, 'enemies', docs)),
    getTeamsData(locale),
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
export async function getCuratedTeams(locale: PageLocale = 'en') {
  'use cache';
  cacheScope([...teamsReads, 'teams'].map(collectionTag));
  const [teams, data] = await Promise.all([
    findAll('teams', { sort: { name: 1 } }).then((docs) => inLocaleOf(locale, 'teams', docs)),
    getTeamsData(locale),
  ]);
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
          synergyWords(locale),
        ),
      })),
  }));
  return { modes, effects: data.effects };
}
