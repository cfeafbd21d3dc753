import type { Character, Effect, Enemy, Interaction, Skill, Trait } from '@/lib/content';
import type { ModeDoc } from '@/lib/content/modes';
import { entityHref } from '@/lib/kinds/registry';
import type { GameMode, TeamCharacter, TeamEdge, TeamMode, TeamSource, TeamsData, Threat, Weakness } from './types';

/** The documents the teams data is built from (any projection holding these fields). */
export interface TeamsDataInput {
  characters: readonly Pick<
    Character,
    '_id' | 'name' | 'role' | 'element' | 'rarity' | 'skills' | 'traits' | 'skillTree' | 'recommendations'
  >[];
  skills: readonly Pick<Skill, '_id' | 'name' | 'interactions'>[];
  traits: readonly Pick<Trait, '_id' | 'name' | 'interactions'>[];
  effects: readonly Pick<Effect, '_id' | 'name' | 'type'>[];
  enemies: readonly Pick<Enemy, '_id' | 'name' | 'skills' | 'resistances'>[];
  modes: readonly ModeDoc[];
}

const foeTargets = new Set(['enemy', 'enemies', 'area']);

/** The edges the model reads from one part's interactions: applies, removes, prevents, resists, benefits. */
function edgesOf(interactions: readonly Interaction[] | undefined): TeamEdge[] {
  const edges: TeamEdge[] = [];
  for (const i of interactions ?? []) {
    if (i.relation === 'extends' || i.relation === 'spreads') continue;
    // Buffs a member puts only on itself pair with nobody; they are left out to keep the data small.
    if (i.relation === 'applies' && i.target === 'self') continue;
    edges.push({
      r: i.relation,
      e: i.effect,
      ...(i.target ? { t: i.target } : {}),
      ...(i.when ? { w: i.when } : {}),
      ...(i.relation === 'benefits' && i.bonus ? { b: i.bonus } : {}),
    });
  }
  return edges;
}

/**
 * A character's sources: every skill and trait, and the skill-tree options recommended for some
 * mode (tagged with those modes; the model counts an option only in a mode that recommends it).
 */
function characterSources(
  c: TeamsDataInput['characters'][number],
  skills: Map<string, TeamsDataInput['skills'][number]>,
  traits: Map<string, TeamsDataInput['traits'][number]>,
): TeamSource[] {
  const sources: TeamSource[] = [];
  const add = (source: TeamSource) => {
    if (source.edges.length > 0) sources.push(source);
  };
  for (const id of c.skills) {
    const s = skills.get(id);
    if (s) add({ kind: 'skill', id, name: s.name, edges: edgesOf(s.interactions) });
  }
  for (const id of c.traits) {
    const t = traits.get(id);
    if (t) add({ kind: 'trait', id, name: t.name, edges: edgesOf(t.interactions) });
  }
  for (const tier of c.skillTree)
    for (const option of tier.options) {
      const modes = c.recommendations
        .filter((r) => r.picks.some((p) => p.tier === tier.tier && p.option === option.id))
        .map((r) => r.mode);
      if (modes.length > 0)
        add({ kind: 'option', id: option.id, name: option.name, modes, edges: edgesOf(option.interactions) });
    }
  return sources;
}

/** Whether a character's source counts in a mode: skills and traits always, options where recommended. */
export function sourceCounts(source: TeamSource, mode: GameMode): boolean {
  return source.modes === undefined || source.modes.includes(mode);
}

/** Where a member's source is shown: the skill or trait list's anchor, or the owner's skill tree. */
export function sourceHref(owner: string, source: Pick<TeamSource, 'kind' | 'id'>): string {
  if (source.kind === 'option') return `${entityHref('characters', owner)}#skill-tree`;
  return entityHref(source.kind === 'skill' ? 'skills' : 'traits', source.id);
}

/** The effects a mode's enemies and rivals put on the squad, and the elements its enemies are weak to. */
function modeThreats(
  mode: ModeDoc,
  enemies: Map<string, TeamsDataInput['enemies'][number]>,
  characters: Map<string, TeamCharacter>,
  harmful: Set<string>,
): { threats: Threat[]; weaknesses: Weakness[] } {
  const byEffect = new Map<string, Threat>();
  const add = (effect: string, by: Threat['by'][number]) => {
    if (!harmful.has(effect)) return;
    const threat = byEffect.get(effect) ?? { effect, by: [] };
    byEffect.set(effect, threat);
    if (!threat.by.some((b) => b.name === by.name && b.part === by.part)) threat.by.push(by);
  };
  const weaknesses: Weakness[] = [];
  for (const id of mode.threats.enemies) {
    const enemy = enemies.get(id);
    if (!enemy) continue;
    const href = entityHref('enemies', id);
    // An enemy's "enemy" is the squad: what it applies to its foes lands on us.
    for (const skill of enemy.skills)
      for (const i of skill.interactions ?? [])
        if (i.relation === 'applies' && i.target && foeTargets.has(i.target))
          add(i.effect, { name: enemy.name, part: skill.name, href });
    for (const [element, resistance] of Object.entries(enemy.resistances))
      if (resistance < 0)
        weaknesses.push({ element: element as Weakness['element'], amount: -resistance, enemy: enemy.name, href });
  }
  for (const id of mode.threats.characters) {
    const rival = characters.get(id);
    if (!rival) continue;
    for (const source of rival.sources)
      if (sourceCounts(source, mode._id))
        for (const edge of source.edges)
          if (edge.r === 'applies' && edge.t && foeTargets.has(edge.t))
            add(edge.e, { name: rival.name, part: source.name, href: sourceHref(id, source) });
  }
  return { threats: [...byEffect.values()].sort((a, b) => a.effect.localeCompare(b.effect)), weaknesses };
}

/** The compact teams data (characters with their effect edges, modes with rules and threats) from content documents. */
export function buildTeamsData(input: TeamsDataInput): TeamsData {
  const skills = new Map(input.skills.map((s) => [s._id, s]));
  const traits = new Map(input.traits.map((t) => [t._id, t]));
  const characters: TeamCharacter[] = input.characters.map((c) => ({
    id: c._id,
    name: c.name,
    role: c.role,
    element: c.element,
    rarity: c.rarity,
    sources: characterSources(c, skills, traits),
  }));
  const byId = new Map(characters.map((c) => [c.id, c]));
  const enemies = new Map(input.enemies.map((e) => [e._id, e]));
  const harmful = new Set(input.effects.filter((e) => e.type !== 'buff').map((e) => e._id));
  const modes: TeamMode[] = input.modes.map((m) => ({
    id: m._id,
    name: m.name,
    squadSize: m.squadSize,
    rules: m.rules,
    ...modeThreats(m, enemies, byId, harmful),
  }));
  const used = new Set([
    ...characters.flatMap((c) => c.sources.flatMap((s) => s.edges.map((e) => e.e))),
    ...modes.flatMap((m) => m.threats.map((t) => t.effect)),
  ]);
  const effects = Object.fromEntries(input.effects.filter((e) => used.has(e._id)).map((e) => [e._id, e.name]));
  return { effects, characters, modes };
}
