import { z } from 'zod';
import { entityBase, gameMode, prose, slug } from './common';

/** A curated team: a squad for one mode, why it works, and each member's job in it. */
export const teamSchema = z.strictObject({
  ...entityBase,
  mode: gameMode,
  overview: prose,
  members: z
    .array(z.strictObject({ character: slug, note: z.string().min(1).max(240) }))
    // The mode's squad size is the real bound (checked at import against content/modes).
    .min(2)
    .max(6),
});

export type Team = z.infer<typeof teamSchema>;
