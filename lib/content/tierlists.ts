import { z } from 'zod';
import { entityBase, gameMode, prose, slug } from './common';

export const tiers = ['S+', 'S', 'A', 'B', 'C'] as const;

export const tierlistSchema = z.strictObject({
  ...entityBase,
  mode: gameMode,
  description: prose,
  tiers: z
    .array(
      z.strictObject({
        tier: z.enum(tiers),
        entries: z.array(z.strictObject({ character: slug, reason: z.string().min(1).max(300) })),
      }),
    )
    .min(1),
});

export type Tierlist = z.infer<typeof tierlistSchema>;
