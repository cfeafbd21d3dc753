import { z } from 'zod';
import { characterClass, entityBase, prose } from './common';
import { interactions } from './interactions';

export const engravingCategories = ['offense', 'defense', 'utility', 'tempo'] as const;

export const engravingSchema = z.strictObject({
  ...entityBase,
  category: z.enum(engravingCategories),
  maxLevel: z.number().int().min(1).max(10),
  /** Effect at each level, index 0 being level 1. */
  levels: z.array(z.string().min(1).max(200)).min(1).max(10),
  /** What the engraving does to status effects at every level (`amounts` where it differs by level). */
  interactions,
  description: prose,
  /** Classes that may socket it; empty means everyone. */
  classes: z.array(characterClass),
});

export type Engraving = z.infer<typeof engravingSchema>;
