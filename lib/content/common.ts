import { z } from 'zod';

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

export const statNames = ['hp', 'atk', 'def', 'res', 'spd', 'crit'] as const;
export const statLabels: Record<StatName, string> = {
  hp: 'HP',
  atk: 'Attack',
  def: 'Defense',
  res: 'Resistance',
  spd: 'Speed',
  crit: 'Crit %',
};
export type StatName = (typeof statNames)[number];

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

/** Fields every content entity has. */
export const entityBase = {
  _id: slug,
  name: z.string().min(1).max(80),
  verified: freshness,
  ...storeFields,
};

/** `[[effect-id]]` inside prose: a link to a status effect. */
export const EFFECT_MARKER = /\[\[([a-z0-9-]+)\]\]/g;

/** Effect ids named by `[[effect-id]]` markers in any of the texts. */
export function markedEffects(texts: Iterable<string>): string[] {
  const ids = new Set<string>();
  for (const text of texts) for (const [, id] of text.matchAll(EFFECT_MARKER)) ids.add(id!);
  return [...ids];
}

/** Long text shown on a page. `[[effect-id]]` inside it links a status effect. */
export const prose = z.string().min(1).max(2000);
