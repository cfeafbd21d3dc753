import { z } from 'zod';
import { entityBase, prose } from './common';
import { interactions } from './interactions';

export const traitSchema = z.strictObject({
  ...entityBase,
  category: z.enum(['innate', 'aura', 'conditional', 'awakening']),
  /** May reference status effects as [[effect-id]]. */
  description: prose,
  interactions,
});

export type Trait = z.infer<typeof traitSchema>;
