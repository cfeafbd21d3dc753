import { z } from 'zod';
import { entityBase, partialStats, prose } from './common';
import { interactions } from './interactions';

export const tarotSchema = z.strictObject({
  ...entityBase,
  /** Major Arcana number, 0 (The Fool) to 21 (The World). */
  arcana: z.number().int().min(0).max(21),
  numeral: z.string().regex(/^(0|[IVXL]+)$/),
  stats: partialStats,
  upright: z.strictObject({ name: z.string().min(1).max(60), description: prose, interactions }),
  reversed: z.strictObject({ name: z.string().min(1).max(60), description: prose, interactions }),
  lore: prose,
});

export type Tarot = z.infer<typeof tarotSchema>;
