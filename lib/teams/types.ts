import type { SynergyWords } from './words';
import type { Character, InteractionRelation } from '@/lib/content';
import type { elements, gameModes } from '@/lib/content/common';

// Type-only imports: this folder ships in the browser's team builder, so it carries no zod.

export type Role = Character['role'];
export type Element = (typeof elements)[number];
export type GameMode = (typeof gameModes)[number];

/** What a character's source does to one effect: the edges the model reads, in short keys (it ships to the browser). */
export interface TeamEdge {
  /** The relation, as in the content's interactions. */
  r: Exclude<InteractionRelation, 'extends' | 'spreads'>;
  /** Effect id. */
  e: string;
  /** Who it lands on (absent on some `benefits`). */
  t?: 'self' | 'ally' | 'allies' | 'enemy' | 'enemies' | 'area';
  /** benefits: against a target under the effect, or while the bearer is under it. */
  w?: 'target' | 'self';
  /** benefits: the bonus in words. */
  b?: string;
}

/** A skill, trait or skill-tree option of a character that touches at least one effect. */
export interface TeamSource {
  kind: 'skill' | 'trait' | 'option';
  /** Skill or trait id; for an option, the option's id in the owner's tree. */
  id: string;
  name: string;
  /** Options only: the modes whose recommended picks include it (the model counts it only there). */
  modes?: GameMode[];
  edges: TeamEdge[];
}

/** A character as the model reads it, with its sources expanded (see `expandCharacters`). */
export interface TeamCharacter extends CharacterCard {
  sources: TeamSource[];
}

/** What the picker shows of a character. */
export interface CharacterCard {
  id: string;
  name: string;
  role: Role;
  element: Element;
  rarity: number;
}

/**
 * An edge as sent: `[relation, effect, target, when, bonus]` with the relation, target and when
 * as one-letter codes (lib/teams/data.ts `codes`) and trailing blanks left off.
 */
export type EdgeRow = [string, string, ...string[]];

/** A source as sent, shared by every character that has it. */
export interface SourceRow {
  /** skill, trait or option. */
  k: 's' | 't' | 'o';
  /** Skills and traits: the id, left off when it is the name as a slug; options need none (they link to the tree). */
  id?: string;
  n: string;
  /** Options: the indexes in `modes` of the modes that recommend it. */
  m?: number[];
  e: EdgeRow[];
}

/** A squad rule of a mode, as written in content/modes (its reason in words stays on /modes). */
export type ModeRule =
  | { kind: 'roles-at-least' | 'roles-at-most'; roles: Role[]; count: number }
  | { kind: 'element-at-most'; count: number };

/** Who puts a threat on the squad: an enemy's skill, or a rival's skill in the arena. */
export interface ThreatSource {
  name: string;
  /** The skill (or trait, option) that applies it. */
  part: string;
  /** The enemy's entry or the rival's page. */
  href: string;
}

/** An effect the mode's threats apply to the squad. */
export interface Threat {
  effect: string;
  by: ThreatSource[];
}

/** An element a threat enemy takes more damage from (its resistance is negative). */
export interface Weakness {
  element: Element;
  /** Percent extra damage taken. */
  amount: number;
  enemy: string;
  href: string;
}

export interface TeamMode {
  id: GameMode;
  name: string;
  squadSize: number;
  rules: ModeRule[];
  threats: Threat[];
  weaknesses: Weakness[];
}

/** Everything the synergy model and the suggestion search read: compact and serialisable. */
export interface TeamsData {
  /** Effect names by id (only the effects the characters and threats touch). */
  effects: Record<string, string>;
  /** Every character, in name order, with the indexes of its sources in `sources`. */
  characters: (CharacterCard & { sources: number[] })[];
  /** The skills, traits and recommended options that touch an effect some squad can score. */
  sources: SourceRow[];
  modes: TeamMode[];
}

/** A skill, trait or option named in a part, with where it is shown. */
export interface PartSource {
  /** The member it belongs to (absent for an enemy's skill). */
  member?: string;
  name: string;
  href: string;
}

export type SynergyPartKind = 'pair' | 'conflict' | 'cover' | 'roles' | 'element';

/** One named term of a team's score. */
export interface SynergyPart {
  kind: SynergyPartKind;
  points: number;
  /** The part in words, e.g. "Drenched ← Maren's Boarding Challenge; Iskra: +30% damage". */
  label: string;
  /** Member ids involved. */
  members: string[];
  /** The effect it is about, when it is about one. */
  effect?: string;
  sources: PartSource[];
}

/** A team's score: `total` is exactly the sum of `parts`; broken rules are listed apart. */
export interface SynergyReport {
  total: number;
  parts: SynergyPart[];
  violations: string[];
}

/** A character the player owns, at the level and rank they have it. */
export interface OwnedUnit {
  character: string;
  level: number;
  rank: number;
}

export type SuggestPool = readonly OwnedUnit[];

export interface SuggestOptions {
  /** Members every suggestion keeps. */
  lock?: readonly string[];
  /** Characters never suggested. */
  exclude?: readonly string[];
  /** Allow one member from outside the pool (a friend's unit). */
  borrowOne?: boolean;
  /** Only owned units at or above this level and rank. */
  built?: { level: number; rank: number };
  /** How many teams to return (default 5). */
  limit?: number;
  /** The words the reports are written in (English when not given). */
  words?: SynergyWords;
}

export interface Suggestion {
  members: string[];
  /** The member from outside the pool, when one was borrowed. */
  borrowed?: string;
  report: SynergyReport;
}
