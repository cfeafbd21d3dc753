import { z } from 'zod';
import { roles } from './characters';
import { entityBase, gameMode, prose, slug } from './common';

const why = z.string().min(1).max(300);

/** A squad rule: how many of some roles a squad needs or may have, or how many of one element. */
export const modeRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.enum(['roles-at-least', 'roles-at-most']),
    roles: z.array(z.enum(roles)).min(1).max(roles.length),
    count: z.number().int().min(0).max(6),
    why,
  }),
  z.strictObject({ kind: z.literal('element-at-most'), count: z.number().int().min(1).max(6), why }),
]);

export type ModeRuleDoc = z.infer<typeof modeRuleSchema>;

/** One game mode's squad rules and what it throws at a squad; its `_id` is the mode. */
export const modeSchema = z.strictObject({
  ...entityBase,
  _id: gameMode,
  description: prose,
  squadSize: z.number().int().min(3).max(6),
  rules: z.array(modeRuleSchema).max(8),
  /** What the squad faces: enemies (raid and tower bosses), and in the arena the rivals most often met. */
  threats: z.strictObject({
    enemies: z.array(slug).max(12),
    characters: z.array(slug).max(12),
    /** The threats in words (effects linked as [[effect-id]]). */
    note: prose,
  }),
});

export type ModeDoc = z.infer<typeof modeSchema>;
