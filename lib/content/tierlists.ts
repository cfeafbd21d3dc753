import { z } from 'zod';
import { entityBase, gameMode, prose, slug } from './common';

export const tiers = ['S+', 'S', 'A', 'B', 'C'] as const;

export const tierlistSchema = z.object({
  ...entityBase,
  mode: gameMode,
  description: prose,
  tiers: z
    .array(
      z.object({
        tier: z.enum(tiers),
        entries: z.array(z.object({ character: slug, reason: z.string().min(1).max(300) })),
      }),
    )
    .min(1),
});

export type Tierlist = z.infer<typeof tierlistSchema>;
