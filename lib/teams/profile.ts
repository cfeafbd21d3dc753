import { sourceCounts, sourceHref } from './sources';
import type { GameMode, PartSource, TeamCharacter, TeamEdge } from './types';

/** A source of a member with the edge it holds: what a part names. */
export interface Use {
  source: PartSource;
  edge: TeamEdge;
}

/**
 * What one character does to effects in one mode, sorted into the relations the model scores.
 * Counted sources: every skill and trait, and the skill-tree options recommended for the mode.
 * - foeApplies: applies an effect to foes (target enemy, enemies or area);
 * - allyApplies: applies an effect to an ally or all allies;
 * - foeBenefits: a bonus against a target under the effect (benefits, when 'target', not aimed at allies);
 * - allyBenefits: a bonus while the bearer is under it (when 'self'), or to allies under it;
 * - consumes: removes the effect from foes (it strips what the squad put there);
 * - coverTeam: removes or prevents the effect for an ally or all allies;
 * - coverSelf: removes, prevents or resists it on the bearer only.
 */
export interface Profile {
  character: TeamCharacter;
  foeApplies: Map<string, Use[]>;
  allyApplies: Map<string, Use[]>;
  foeBenefits: Map<string, Use[]>;
  allyBenefits: Map<string, Use[]>;
  consumes: Map<string, Use[]>;
  coverTeam: Map<string, Use[]>;
  coverSelf: Map<string, Use[]>;
}

const foe = (t: TeamEdge['t']) => t === 'enemy' || t === 'enemies' || t === 'area';
const allies = (t: TeamEdge['t']) => t === 'ally' || t === 'allies';

/** Which of a profile's maps an edge belongs to, if any. */
export function slot(edge: TeamEdge): keyof Omit<Profile, 'character'> | undefined {
  switch (edge.r) {
    case 'applies':
      return foe(edge.t) ? 'foeApplies' : allies(edge.t) ? 'allyApplies' : undefined;
    case 'benefits':
      if (edge.w === 'self' || allies(edge.t)) return 'allyBenefits';
      return edge.t === 'self' ? undefined : 'foeBenefits';
    case 'removes':
      return foe(edge.t) ? 'consumes' : allies(edge.t) ? 'coverTeam' : 'coverSelf';
    case 'prevents':
      return allies(edge.t) ? 'coverTeam' : 'coverSelf';
    case 'resists':
      return 'coverSelf';
  }
}

/** A character's profile in a mode. */
export function profileOf(character: TeamCharacter, mode: GameMode): Profile {
  const profile: Profile = {
    character,
    foeApplies: new Map(),
    allyApplies: new Map(),
    foeBenefits: new Map(),
    allyBenefits: new Map(),
    consumes: new Map(),
    coverTeam: new Map(),
    coverSelf: new Map(),
  };
  for (const source of character.sources) {
    if (!sourceCounts(source, mode)) continue;
    const named: PartSource = {
      member: character.id,
      name: source.name,
      href: sourceHref(character.id, source),
    };
    for (const edge of source.edges) {
      const key = slot(edge);
      if (!key) continue;
      const map = profile[key];
      const uses = map.get(edge.e) ?? [];
      // One use per source and effect: a skill that applies Burn twice is one source of Burn.
      if (!uses.some((u) => u.source.name === named.name)) uses.push({ source: named, edge });
      map.set(edge.e, uses);
    }
  }
  return profile;
}
