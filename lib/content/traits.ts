import { z } from 'zod';
import { entityBase, prose } from './common';
import { interactions } from './interactions';

export const traitCategories = ['innate', 'aura', 'conditional', 'awakening'] as const;

export const traitSchema = z.strictObject({
  ...entityBase,
  category: z.enum(traitCategories),
  /** May reference status effects as [[effect-id]]. */
  description: prose,
  interactions,
});

export type Trait = z.infer<typeof traitSchema>;
