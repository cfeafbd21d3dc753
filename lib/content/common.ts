import { z } from 'zod';
import { EFFECT_MARKER, type MarkerRelation } from './effect-marker';

// In the browser zod would probe for eval (new Function) to speed up parsing; the site's CSP
// forbids eval, so skip the probe rather than log a violation on every page.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** A document id: lower-case words joined by hyphens, used in URLs. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens')
  .max(64);

/** Stamp saying which game version an entry was last checked against, and when. */
export const freshness = z.strictObject({
  version: z.string().regex(/^\d+\.\d+(?:\.\d+)?$/, 'must look like 2.4 or 2.4.1'),
  date: z.iso.date(),
});

export type Freshness = z.infer<typeof freshness>;

export { statLabels, statNames, type StatName } from './stat-names';

const statValue = z.number().min(0).max(1_000_000);
/** A full stat line. */
export const stats = z.strictObject({
  hp: statValue,
  atk: statValue,
  def: statValue,
  res: statValue,
  spd: statValue,
  crit: statValue,
});
/** Bonus stats: any subset of the stat line. */
export const partialStats = stats.partial();

export const elements = ['flame', 'frost', 'storm', 'earth', 'radiant', 'umbral'] as const;
export const element = z.enum(elements);

export const classes = ['vanguard', 'duelist', 'marksman', 'arcanist', 'warden', 'mystic'] as const;
export const characterClass = z.enum(classes);

export const gameModes = ['story', 'arena', 'boss'] as const;
export const gameMode = z.enum(gameModes);

/** Fields the store adds; content files do not carry them. */
export const storeFields = {
  createdAt: z.iso.datetime({ offset: true }).optional(),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
};

/**
 * Other names a searcher may type for an entity: nicknames, surnames, former names, common
 * misspellings. Only the search index reads them; no two may be the same ignoring case.
 */
export const aliases = z
  .array(
    z
      .string()
      .min(2)
      .max(60)
      .regex(/^\S(?:.*\S)?$/, 'must not start or end with a space'),
  )
  .max(12)
  .refine((list) => new Set(list.map((a) => a.toLowerCase())).size === list.length, {
    message: 'must not repeat an alias (ignoring case)',
  });

/** Fields every content entity has. */
export const entityBase = {
  _id: slug,
  name: z.string().min(1).max(80),
  aliases: aliases.optional(),
  verified: freshness,
  ...storeFields,
};

/**
 * Every effect a text names, in order, with the relation a typed marker asserts. A plain marker
 * has none: it links, and what the text does to the effect is in the structured interactions.
 */
export function effectMentions(text: string): { effect: string; relation?: MarkerRelation }[] {
  return [...text.matchAll(EFFECT_MARKER)].map((m) => ({
    effect: m[2]!,
    ...(m[1] ? { relation: m[1] as MarkerRelation } : {}),
  }));
}

/** Effect ids named by markers in any of the texts. */
export function markedEffects(texts: Iterable<string>): string[] {
  const ids = new Set<string>();
  for (const text of texts) for (const { effect } of effectMentions(text)) ids.add(effect);
  return [...ids];
}

/** Long text shown on a page. `[[effect-id]]` inside it links a status effect. */
export const prose = z.string().min(1).max(2000);
