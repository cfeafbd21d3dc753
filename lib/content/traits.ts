import { z } from 'zod';
import { entityBase, prose } from './common';

export const traitSchema = z.strictObject({
  ...entityBase,
  category: z.enum(['innate', 'aura', 'conditional', 'awakening']),
  /** May reference status effects as [[effect-id]]. */
  description: prose,
});

export type Trait = z.infer<typeof traitSchema>;
