import { z } from 'zod';
import { characterClass, element, entityBase, gameMode, prose, slug, stats } from './common';
import { interactions } from './interactions';

export const factions = ['lantern-order', 'ashen-court', 'tidebound', 'verdant-circle', 'iron-compact'] as const;
export const roles = ['damage', 'tank', 'support', 'healer', 'control'] as const;
export const rarities = [5, 4, 3] as const;
export const weapons = ['sword', 'spear', 'bow', 'staff', 'tome', 'axe', 'dagger', 'gauntlet'] as const;

const treeOption = z.strictObject({
  id: slug,
  name: z.string().min(1).max(60),
  description: prose,
  interactions,
});

const treeTier = z.strictObject({
  tier: z.number().int().min(1).max(12),
  requiredLevel: z.number().int().min(1).max(100),
  options: z.array(treeOption).min(2).max(3),
});

const pick = z.strictObject({
  tier: z.number().int().min(1),
  option: slug,
  reason: z.string().min(1).max(200),
});

const build = z.strictObject({
  name: z.string().min(1).max(60),
  mode: gameMode.optional(),
  gear: z.array(slug).min(1).max(4),
  tarot: slug,
  engravings: z.array(slug).min(1).max(4),
  reason: z.string().min(1).max(400),
});

export const characterSchema = z.strictObject({
  ...entityBase,
  title: z.string().min(1).max(80),
  rarity: z.literal(rarities),
  class: characterClass,
  faction: z.enum(factions),
  role: z.enum(roles),
  element,
  weapon: z.enum(weapons),
  releaseDate: z.iso.date(),
  profile: prose,
  /** Stats at level 1, rank 1. */
  baseStats: stats,
  /** Added per level above 1. */
  growth: stats,
  /** Fraction added to every stat per rank above 1 (0.08 = +8 % a rank). */
  rankBonus: z.number().min(0).max(1),
  skills: z.array(slug).min(3).max(5),
  traits: z.array(slug).min(2).max(4),
  skillTree: z.array(treeTier).min(5),
  recommendations: z
    .array(z.strictObject({ mode: gameMode, picks: z.array(pick).min(1) }))
    .min(1),
  builds: z.array(build).min(1).max(3),
});

export type Character = z.infer<typeof characterSchema>;
export type SkillTreeTier = z.infer<typeof treeTier>;
export type Build = z.infer<typeof build>;
