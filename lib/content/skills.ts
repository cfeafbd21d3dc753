import { z } from 'zod';
import { entityBase, prose } from './common';
import { interactions } from './interactions';

export const skillKinds = ['active', 'passive'] as const;

export const areas = ['self', 'single', 'line', 'cross', 'circle', 'cone', 'all-allies', 'all-enemies'] as const;

export const skillSchema = z.strictObject({
  ...entityBase,
  kind: z.enum(skillKinds),
  /** Tiles; 0 means the caster only. */
  range: z.number().int().min(0).max(10),
  area: z.enum(areas),
  /** Turns; 0 for passives. */
  cooldown: z.number().int().min(0).max(20),
  /** Energy cost; 0 for passives. */
  cost: z.number().int().min(0).max(100),
  /** May reference status effects as [[effect-id]]. */
  description: prose,
  /** What the skill does to status effects; the description marks each one as [[effect-id]]. */
  interactions,
});

export type Skill = z.infer<typeof skillSchema>;
