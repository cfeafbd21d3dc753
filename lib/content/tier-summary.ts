import { z } from 'zod';
import { gameMode } from './common';
import type { HistoryEntry } from './history';
import { tiers, type Tierlist } from './tierlists';

/** Where a character sits in one mode's tier list, and why. */
export const tierPlacement = z.strictObject({
  mode: gameMode,
  tier: z.enum(tiers),
  reason: z.string().min(1).max(300),
});

/**
 * A placement as the tier summary keeps it: with where its reason sits (the tier list's id, and the
 * reason's field path as a translation names it: `tiers[0].entries[2].reason`), so a translated
 * page reads that one text by id instead of every tier list. A summary taken before it kept this
 * has none.
 */
export const heldTierPlacement = z.strictObject({
  ...tierPlacement.shape,
  reasonAt: z.strictObject({ list: z.string().min(1).max(64), field: z.string().min(1).max(200) }).optional(),
});

/** A character's move between tiers in one mode's list, as the tier list's history records it. */
export const tierMovement = z.strictObject({
  mode: gameMode,
  from: z.string(),
  to: z.string(),
  version: z.string(),
  time: z.string(),
  /** Why, as the change said it, or the placement's new reason. */
  why: z.string(),
});

export type TierPlacement = z.infer<typeof tierPlacement>;
export type HeldTierPlacement = z.infer<typeof heldTierPlacement>;
export type TierMovement = z.infer<typeof tierMovement>;

/** One character's side of the tier lists: its placements (by mode) and its moves (newest first per mode). */
export interface CharacterTiers {
  placements: Required<HeldTierPlacement>[];
  moves: TierMovement[];
}

type Tiers = Tierlist['tiers'];
type ListOf = Pick<Tierlist, 'mode' | 'tiers'> & { _id: string };

function tierOf(tiers: Tiers | undefined, character: string) {
  for (const t of tiers ?? []) {
    const entry = t.entries.find((e) => e.character === character);
    if (entry) return { tier: t.tier, reason: entry.reason };
  }
  return undefined;
}

/** Every character's placements and moves, from the tier lists (by mode) and their history (newest first). */
export function characterTiers(
  tierlists: readonly ListOf[],
  history: ReadonlyMap<string, readonly HistoryEntry[]>,
): Map<string, CharacterTiers> {
  const byCharacter = new Map<string, CharacterTiers>();
  const of = (character: string) => {
    let tiers = byCharacter.get(character);
    if (!tiers) byCharacter.set(character, (tiers = { placements: [], moves: [] }));
    return tiers;
  };
  const lists = [...tierlists].sort((a, b) => (a.mode < b.mode ? -1 : a.mode > b.mode ? 1 : 0));
  for (const list of lists) {
    list.tiers.forEach((tier, t) =>
      tier.entries.forEach((entry, e) =>
        of(entry.character).placements.push({
          mode: list.mode,
          tier: tier.tier,
          reason: entry.reason,
          reasonAt: { list: list._id, field: `tiers[${t}].entries[${e}].reason` },
        }),
      ),
    );
    for (const entry of history.get(list._id) ?? []) {
      const change = entry.changes.find((c) => c.path === 'tiers');
      const before = change?.before as Tiers | undefined;
      const after = change?.after as Tiers | undefined;
      for (const character of new Set((after ?? []).flatMap((t) => t.entries.map((e) => e.character)))) {
        const from = tierOf(before, character);
        const to = tierOf(after, character);
        if (!from || !to || from.tier === to.tier) continue;
        of(character).moves.push({
          mode: list.mode,
          from: from.tier,
          to: to.tier,
          version: entry.version,
          time: entry.time,
          why: entry.note ?? to.reason,
        });
      }
    }
  }
  return byCharacter;
}

/** One character's placements and moves (none for a character in no tier list). */
export function tiersOf(
  character: string,
  tierlists: readonly ListOf[],
  history: ReadonlyMap<string, readonly HistoryEntry[]>,
): CharacterTiers {
  return characterTiers(tierlists, history).get(character) ?? { placements: [], moves: [] };
}
