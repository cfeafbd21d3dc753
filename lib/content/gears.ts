import { z } from 'zod';
import { entityBase, partialStats, prose, slug } from './common';
import { interactions } from './interactions';

export const gearSlots = ['weapon', 'armor', 'accessory', 'relic'] as const;
export const gearRarities = ['common', 'rare', 'epic', 'legendary', 'mythic'] as const;
/** The game's gear sets: a closed list, so a misspelt set is an error rather than a new set. */
export const gearSets = [
  'Cinderborn',
  'Drowned Bell',
  'Ember Broker',
  'Gloamthread',
  'Lanternwarden',
  'Rimewatch',
  'Rivetworks',
  'Stormglass',
  'Verdant Thorn',
] as const;

export const gearSchema = z.strictObject({
  ...entityBase,
  slot: z.enum(gearSlots),
  rarity: z.enum(gearRarities),
  /** Set name when the piece belongs to a set; sets grant bonuses described in `setBonus`. */
  set: z.enum(gearSets).optional(),
  setBonus: z.string().min(1).max(400).optional(),
  /** What the set bonus does to status effects; `setBonus` marks each one. */
  setInteractions: interactions,
  stats: partialStats,
  passive: z.strictObject({ name: z.string().min(1).max(60), description: prose, interactions }),
  description: prose,
  /** Where the piece drops or is bought. */
  source: z.string().min(1).max(200),
  /** The events the source names, linked from the gear page. */
  sourceEvents: z.array(slug).max(5).optional(),
});

export type Gear = z.infer<typeof gearSchema>;
