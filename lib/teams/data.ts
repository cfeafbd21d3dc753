import type { Character, Effect, Enemy, Interaction, Skill, Trait } from '@/lib/content';
import type { ModeDoc } from '@/lib/content/modes';
import { entityHref } from '@/lib/kinds/registry';
import { slot } from './profile';
import { sharedTable } from './shared-table';
import { sourceCounts } from './sources';
import type {
  EdgeRow,
  GameMode,
  ModeRule,
  SourceRow,
  TeamCharacter,
  TeamEdge,
  TeamMode,
  TeamSource,
  TeamsData,
  Threat,
  Weakness,
} from './types';

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
        weaknesses.push({
          element: element as Weakness['element'],
          amount: -resistance,
          enemy: enemy.name,
          href,
        });
  }
  for (const id of mode.threats.characters) {
    const rival = characters.get(id);
    if (!rival) continue;
    for (const source of rival.sources)
      if (sourceCounts(source, mode._id))
        for (const edge of source.edges)
          if (edge.r === 'applies' && edge.t && foeTargets.has(edge.t))
            add(edge.e, { name: rival.name, part: source.name, href: entityHref('characters', id) });
  }
  return { threats: [...byEffect.values()].sort((a, b) => a.effect.localeCompare(b.effect)), weaknesses };
}

/**
 * Drops the edges no squad can score, so the data stays small: an effect applied to foes that no
 * character benefits from or removes, a bonus from an effect nobody else applies, a cover of an
 * effect no mode threatens. Threats are read before this, from the full edges.
 */
function prune(characters: TeamCharacter[], threats: ReadonlySet<string>) {
  const present = new Map<string, Set<string>>();
  for (const c of characters)
    for (const s of c.sources)
      for (const edge of s.edges) {
        const at = slot(edge);
        if (at) (present.get(at) ?? present.set(at, new Set()).get(at)!).add(edge.e);
      }
  const has = (at: string, effect: string) => present.get(at)?.has(effect) ?? false;
  const keep = (edge: TeamEdge): boolean => {
    switch (slot(edge)) {
      case 'foeApplies':
        return has('foeBenefits', edge.e) || has('consumes', edge.e);
      case 'allyApplies':
        return has('allyBenefits', edge.e);
      case 'foeBenefits':
        return has('foeApplies', edge.e) || has('consumes', edge.e);
      case 'allyBenefits':
        return has('allyApplies', edge.e);
      case 'consumes':
        return has('foeBenefits', edge.e) || has('consumes', edge.e);
      case 'coverTeam':
      case 'coverSelf':
        return threats.has(edge.e);
      default:
        return false;
    }
  };
  for (const c of characters)
    c.sources = c.sources
      .map((s) => ({ ...s, edges: s.edges.filter(keep) }))
      .filter((s) => s.edges.length > 0);
}

/** One-letter codes of the sent rows; each table is read both ways. */
const codes = {
  kind: { skill: 's', trait: 't', option: 'o' },
  relation: { applies: 'a', removes: 'r', prevents: 'p', resists: 'x', benefits: 'b' },
  target: { self: 's', ally: 'l', allies: 'L', enemy: 'e', enemies: 'E', area: 'A' },
  when: { target: 't', self: 's' },
} as const;

function reverse<T extends Record<string, string>>(table: T): Record<string, keyof T> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [v, k]));
}
const decode = {
  kind: reverse(codes.kind),
  relation: reverse(codes.relation),
  target: reverse(codes.target),
  when: reverse(codes.when),
};

/** A name as the content's ids spell it: "Lamplighter's Oath" → "lamplighters-oath". */
function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Characters as sent: sources shared in one table (a trait many characters have is sent once), edges as coded rows. */
function encode(
  characters: readonly TeamCharacter[],
  modes: readonly GameMode[],
): Pick<TeamsData, 'characters' | 'sources'> {
  const sources = sharedTable<SourceRow>();
  const rows = characters.map(({ sources: own, ...card }) => ({
    ...card,
    sources: own.map((s) => {
      // An option belongs to one character's tree; skills and traits may be shared.
      const key = s.kind === 'option' ? `${card.id}/${s.id}` : `${s.kind}/${s.id}`;
      return sources.place(key, () => ({
        k: codes.kind[s.kind],
        ...(s.kind !== 'option' && s.id !== slugOf(s.name) ? { id: s.id } : {}),
        n: s.name,
        ...(s.modes ? { m: s.modes.map((m) => modes.indexOf(m)) } : {}),
        e: s.edges.map((e) => {
          const row: EdgeRow = [
            codes.relation[e.r],
            e.e,
            e.t ? codes.target[e.t] : '',
            e.w ? codes.when[e.w] : '',
            e.b ?? '',
          ];
          while (row.length > 2 && row.at(-1) === '') row.pop();
          return row;
        }),
      }));
    }),
  }));
  return { characters: rows, sources: sources.rows };
}

const expanded = new WeakMap<TeamsData, TeamCharacter[]>();

/** The characters with their sources and edges expanded from the sent rows (kept per data object). */
export function expandCharacters(data: TeamsData): TeamCharacter[] {
  const known = expanded.get(data);
  if (known) return known;
  const sources: TeamSource[] = data.sources.map((row) => ({
    kind: decode.kind[row.k]!,
    id: row.id ?? (row.k === 'o' ? '' : slugOf(row.n)),
    name: row.n,
    ...(row.m ? { modes: row.m.map((i) => data.modes[i]!.id) } : {}),
    edges: row.e.map(([r, e, t, w, b]) => ({
      r: decode.relation[r]!,
      e,
      ...(t ? { t: decode.target[t] } : {}),
      ...(w ? { w: decode.when[w] } : {}),
      ...(b ? { b } : {}),
    })),
  }));
  const characters = data.characters.map((c) => ({ ...c, sources: c.sources.map((i) => sources[i]!) }));
  expanded.set(data, characters);
  return characters;
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
    rules: m.rules.map((r): ModeRule =>
      r.kind === 'element-at-most'
        ? { kind: r.kind, count: r.count }
        : { kind: r.kind, roles: r.roles, count: r.count },
    ),
    ...modeThreats(m, enemies, byId, harmful),
  }));
  prune(characters, new Set(modes.flatMap((m) => m.threats.map((t) => t.effect))));
  const used = new Set([
    ...characters.flatMap((c) => c.sources.flatMap((s) => s.edges.map((e) => e.e))),
    ...modes.flatMap((m) => m.threats.map((t) => t.effect)),
  ]);
  const effects = Object.fromEntries(
    input.effects.filter((e) => used.has(e._id)).map((e) => [e._id, e.name]),
  );
  return {
    effects,
    ...encode(
      characters,
      modes.map((m) => m.id),
    ),
    modes,
  };
}
