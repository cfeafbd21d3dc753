import { expandCharacters } from './data';
import { profileOf, type Profile, type Use } from './profile';
import { ruleViolations } from './rules';
import type { GameMode, PartSource, SynergyPart, SynergyReport, TeamMode, TeamsData } from './types';
import { sharedTable } from './shared-table';
import { weights } from './weights';
import { englishSynergyWords, type SynergyWords } from './words';
import { fill } from '@/lib/i18n/fill';
import { pluralText } from '@/lib/i18n/plural';

/** "Maren's Boarding Challenge, Brine Voice". */
function whose(w: SynergyWords, p: Profile, uses: readonly Use[]): string {
  return fill(w.whose, { name: p.character.name, sources: uses.map((u) => u.source.name).join(w.comma) });
}

function effectName(data: TeamsData, effect: string): string {
  return data.effects[effect] ?? effect;
}

/** The bonus a beneficiary gets, in words: "Maren Saltmarsh's Keelhaul Cleave: 2 stacks of Frostbite; Salt-Blooded: +10% damage". */
function bonuses(w: SynergyWords, p: Profile, uses: readonly Use[]): string {
  return fill(w.whose, {
    name: p.character.name,
    sources: uses.map((u) => `${u.source.name}${u.edge.b ? `: ${u.edge.b}` : ''}`).join(w.semicolon),
  });
}

/**
 * The pair parts of a squad, one per beneficiary and effect: the members who apply the effect
 * (to foes, or to allies) and the bonus the beneficiary gets from it. Each applier is worth a
 * pair's points, so the part's points are the pair weight times its appliers.
 */
export function pairParts(data: TeamsData, team: readonly Profile[], w: SynergyWords): SynergyPart[] {
  const parts: SynergyPart[] = [];
  for (const y of team)
    for (const [benefits, appliesOf, onto] of [
      [y.foeBenefits, (p: Profile) => p.foeApplies, w.pair],
      [y.allyBenefits, (p: Profile) => p.allyApplies, w.pairOnAllies],
    ] as const)
      for (const [effect, gains] of benefits) {
        const appliers = team.flatMap((x) => {
          const uses = x === y ? undefined : appliesOf(x).get(effect);
          return uses ? [{ x, uses }] : [];
        });
        if (appliers.length === 0) continue;
        parts.push({
          kind: 'pair',
          points: weights.pair * appliers.length,
          label: fill(onto, {
            effect: effectName(data, effect),
            appliers: appliers.map(({ x, uses }) => whose(w, x, uses)).join(w.semicolon),
            bonus: bonuses(w, y, gains),
          }),
          members: [...appliers.map(({ x }) => x.character.id), y.character.id],
          effect,
          sources: [...appliers.flatMap(({ uses }) => uses), ...gains].map((u) => u.source),
        });
      }
  return parts;
}

/** The conflicts of two members: each effect one removes from foes while the other removes it too or needs it there. */
export function conflictParts(data: TeamsData, a: Profile, b: Profile, w: SynergyWords): SynergyPart[] {
  const parts: SynergyPart[] = [];
  const conflicts = new Set<string>();
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const)
    for (const [effect, removers] of x.consumes) {
      if (conflicts.has(effect)) continue;
      const needs = [...(y.consumes.get(effect) ?? []), ...(y.foeBenefits.get(effect) ?? [])];
      if (needs.length === 0) continue;
      conflicts.add(effect);
      parts.push({
        kind: 'conflict',
        points: weights.conflict,
        label: fill(w.conflict, {
          effect: effectName(data, effect),
          remover: whose(w, x, removers),
          needer: whose(w, y, needs),
        }),
        members: [x.character.id, y.character.id],
        effect,
        sources: [...removers, ...needs].map((u) => u.source),
      });
    }
  return parts;
}

/** The element part of one member: a threat enemy weak to its element. */
export function elementPart(mode: TeamMode, p: Profile, w: SynergyWords): SynergyPart | undefined {
  const weak = mode.weaknesses.filter((w) => w.element === p.character.element);
  if (weak.length === 0) return undefined;
  return {
    kind: 'element',
    points: weights.element,
    label: fill(w.element, {
      name: p.character.name,
      element: w.elementNames[p.character.element] ?? p.character.element,
      targets: weak.map(({ enemy, amount }) => fill(w.weakTarget, { enemy, amount })).join(w.comma),
    }),
    members: [p.character.id],
    sources: weak.map((w) => ({ name: w.enemy, href: w.href })),
  };
}

/** Cover parts for the mode's threats (one per covered threat), and the threats left uncovered. */
export function coverParts(
  data: TeamsData,
  mode: TeamMode,
  team: readonly Profile[],
  w: SynergyWords,
): { parts: SynergyPart[]; uncovered: string[] } {
  const parts: SynergyPart[] = [];
  const uncovered: string[] = [];
  for (const threat of mode.threats) {
    const from = [...new Set(threat.by.map((b) => b.name))].join(w.comma);
    const name = effectName(data, threat.effect);
    const teamwide = team.filter((p) => p.coverTeam.has(threat.effect));
    const selfOnly = team.filter((p) => p.coverSelf.has(threat.effect));
    const [covers, points, reach] =
      teamwide.length > 0
        ? ([teamwide, weights.coverTeam, w.coverTeam] as const)
        : ([selfOnly, weights.coverSelf, w.coverSelf] as const);
    if (covers.length === 0) {
      uncovered.push(threat.effect);
      continue;
    }
    const uses = covers.map((p) => ({
      p,
      uses: (teamwide.length > 0 ? p.coverTeam : p.coverSelf).get(threat.effect)!,
    }));
    const relations = (u: readonly Use[]) => [...new Set(u.map((x) => w.relations[x.edge.r]))].join(w.comma);
    parts.push({
      kind: 'cover',
      points,
      label: fill(reach, {
        effect: name,
        from,
        uses: uses
          .map(({ p, uses: u }) => fill(w.coverUse, { whose: whose(w, p, u), relations: relations(u) }))
          .join(w.semicolon),
      }),
      members: covers.map((p) => p.character.id),
      effect: threat.effect,
      sources: [
        ...uses.flatMap(({ uses: u }) => u.map((x) => x.source)),
        ...[...new Map(threat.by.map((b) => [b.name, { name: b.name, href: b.href }])).values()],
      ],
    });
  }
  return { parts, uncovered };
}

/** The roles part: each distinct role in the squad. */
export function rolesPart(team: readonly Profile[], w: SynergyWords): SynergyPart | undefined {
  const roles = [...new Set(team.map((p) => p.character.role))];
  if (roles.length === 0) return undefined;
  return {
    kind: 'roles',
    points: weights.role * roles.length,
    label: fill(w.rolesLine, {
      count: pluralText(w.roles, roles.length),
      roles: roles.map((r) => w.roleNames[r] ?? r).join(w.comma),
    }),
    members: team.map((p) => p.character.id),
    sources: [],
  };
}

/** The structural violations of a member list: size, duplicates and unknown ids. */
function listViolations(
  data: TeamsData,
  mode: TeamMode,
  members: readonly string[],
  w: SynergyWords,
): string[] {
  const out: string[] = [];
  if (members.length !== mode.squadSize)
    out.push(fill(w.squadSize, { mode: mode.name, size: mode.squadSize, count: members.length }));
  const seen = new Set<string>();
  for (const id of members) {
    if (seen.has(id)) out.push(fill(w.twice, { id }));
    seen.add(id);
    if (!data.characters.some((c) => c.id === id)) out.push(fill(w.unknown, { id }));
  }
  return out;
}

/** The mode's rules and threats from the teams data; a mode the data does not hold is an error. */
export function modeOf(data: TeamsData, mode: GameMode): TeamMode {
  const found = data.modes.find((m) => m.id === mode);
  if (!found) throw new RangeError(`Unknown game mode "${mode}"`);
  return found;
}

/**
 * A team's synergy in a mode: every part (pairs, conflicts, cover, roles, elements) with the
 * members and sources involved, their sum, the threats nobody covers, and the rules it breaks.
 */
export function teamSynergy(
  data: TeamsData,
  mode: GameMode,
  members: readonly string[],
  words: SynergyWords = englishSynergyWords,
): SynergyReport & { uncovered: string[] } {
  const rules = modeOf(data, mode);
  const byId = new Map(expandCharacters(data).map((c) => [c.id, c]));
  const team = [...new Set(members)].flatMap((id) => {
    const c = byId.get(id);
    return c ? [profileOf(c, mode)] : [];
  });
  const parts: SynergyPart[] = pairParts(data, team, words);
  for (let i = 0; i < team.length; i++)
    for (let j = i + 1; j < team.length; j++) parts.push(...conflictParts(data, team[i]!, team[j]!, words));
  const cover = coverParts(data, rules, team, words);
  parts.push(...cover.parts);
  const roles = rolesPart(team, words);
  if (roles) parts.push(roles);
  for (const p of team) {
    const part = elementPart(rules, p, words);
    if (part) parts.push(part);
  }
  const violations = [
    ...listViolations(data, rules, members, words),
    ...ruleViolations(
      rules.rules,
      team.map((p) => p.character),
      words,
    ),
  ];
  return {
    total: parts.reduce((sum, p) => sum + p.points, 0),
    parts,
    violations,
    uncovered: cover.uncovered,
  };
}

/**
 * Where a part's words said a source's name, in the compact form: the name is written once, in
 * the report's source list, and the words keep this mark in its place (a private-use character,
 * which no text of the game contains).
 */
export const NAME_SLOT = '\uE000';

/** A part as the breakdown draws it: its kind, points and words, its sources as places in the list. */
export interface BreakdownPart {
  kind: SynergyPart['kind'];
  points: number;
  /** Its words, with NAME_SLOT where they say a source's name. */
  label: string;
  /**
   * Its sources, as indexes into the breakdown's `sources`: first those the slots stand for, in
   * order, then those its words do not name.
   */
  sources: number[];
}

/** A report's parts in the compact form a page sends to draw them (synergy-breakdown.tsx). */
export interface Breakdown {
  /** Each source of any part once: [name, href]. */
  sources: [name: string, href: string][];
  parts: BreakdownPart[];
}

/**
 * The parts of a report in the breakdown's compact form: a page carries every team's breakdown
 * (twice: HTML and the data it is drawn from), and most sources are named by several parts and
 * again in the part's words. Each is listed once here; a part points at them, and its words mark
 * where a name was, the names found in the order the sources come (as the breakdown links them).
 */
export function compactBreakdown(report: Pick<SynergyReport, 'parts'>): Breakdown {
  const sources = sharedTable<Breakdown['sources'][number]>();
  const place = ({ name, href }: PartSource) => sources.place(`${name}\n${href}`, () => [name, href]);
  const parts = report.parts.map(({ kind, points, label, sources: own }): BreakdownPart => {
    const named: number[] = [];
    const unnamed: number[] = [];
    let words = '';
    let at = 0;
    for (const source of own) {
      const found = label.indexOf(source.name, at);
      if (found < 0 || source.name === '') {
        unnamed.push(place(source));
        continue;
      }
      words += label.slice(at, found) + NAME_SLOT;
      at = found + source.name.length;
      named.push(place(source));
    }
    return { kind, points, label: words + label.slice(at), sources: [...named, ...unnamed] };
  });
  return { sources: sources.rows, parts };
}
