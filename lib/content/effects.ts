import { z } from 'zod';
import { entityBase, prose } from './common';

export const effectTypes = ['buff', 'debuff', 'control'] as const;

export const effectSchema = z.strictObject({
  ...entityBase,
  type: z.enum(effectTypes),
  /** none: reapplying refreshes; intensity: stacks add up; duration: stacks extend the turns. */
  stacking: z.enum(['none', 'intensity', 'duration']),
  maxStacks: z.number().int().min(1).max(99),
  /** Default duration in turns; 0 means until removed. */
  duration: z.number().int().min(0).max(20),
  dispellable: z.boolean(),
  description: prose,
});

export type Effect = z.infer<typeof effectSchema>;
