import { z } from 'zod';
import { element, entityBase, prose, slug, stats } from './common';
import { interactions } from './interactions';

export const enemyTypes = ['beast', 'construct', 'undead', 'humanoid', 'fiend', 'elemental'] as const;
export const locationKinds = ['story', 'raid', 'event', 'tower', 'expedition'] as const;

export const enemySchema = z.strictObject({
  ...entityBase,
  type: z.enum(enemyTypes),
  boss: z.boolean(),
  level: z.number().int().min(1).max(120),
  element,
  stats,
  skills: z
    .array(z.strictObject({ name: z.string().min(1).max(60), description: prose, interactions }))
    .min(1),
  /** Percent damage reduction per element; negative is a weakness. */
  resistances: z.record(element, z.number().int().min(-100).max(100)),
  locations: z
    .array(z.strictObject({ kind: z.enum(locationKinds), name: z.string().min(1).max(80), event: slug.optional() }))
    .min(1),
  description: prose,
});

export type Enemy = z.infer<typeof enemySchema>;
