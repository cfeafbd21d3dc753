/** A skill tree as the planner needs it: its tiers, each with its options' ids. */
export type PlanTree = readonly { tier: number; options: readonly { id: string }[] }[];

/** Picks: tier number (as a string key, like the `plans` schema) → chosen option id. */
export type Picks = Record<string, string>;

/** The share code's shape: one digit per tier (0 = no pick, 1–3 = the option's position). */
export const PLAN_CODE = /^[0-3]{1,12}$/;

const ordered = <T extends { tier: number }>(tree: readonly T[]) => [...tree].sort((a, b) => a.tier - b.tier);

/**
 * The picks as a short code: a digit per tier in tier order, the chosen option's position
 * (1–3) or 0, trailing unpicked tiers dropped ("0" for no picks at all).
 */
export function encodePicks(tree: PlanTree, picks: Picks): string {
  const digits = ordered(tree).map((t) => {
    const index = t.options.findIndex((o) => o.id === picks[String(t.tier)]);
    return index === -1 ? '0' : String(index + 1);
  });
  return digits.join('').replace(/0+$/, '') || '0';
}

/** The picks a code stands for, or null when it does not fit this tree (too long, no such option). */
export function decodePicks(tree: PlanTree, code: string): Picks | null {
  if (!PLAN_CODE.test(code)) return null;
  const tiers = ordered(tree);
  if (code.length > tiers.length) return null;
  const picks: Picks = {};
  for (let i = 0; i < code.length; i++) {
    const digit = Number(code[i]);
    if (digit === 0) continue;
    const option = tiers[i]!.options[digit - 1];
    if (!option) return null;
    picks[String(tiers[i]!.tier)] = option.id;
  }
  return picks;
}

/** The tree's rule: one option per tier, from that tier. Picking the chosen option again clears it. */
export function togglePick(tree: PlanTree, picks: Picks, tier: number, option: string): Picks {
  const t = tree.find((x) => x.tier === tier);
  if (!t || !t.options.some((o) => o.id === option)) return picks;
  const key = String(tier);
  const next = { ...picks };
  if (next[key] === option) delete next[key];
  else next[key] = option;
  return next;
}

/** Only the picks that still fit the tree (a plan saved before the tree changed keeps the rest). */
export function validPicks(tree: PlanTree, picks: Picks): Picks {
  return Object.fromEntries(
    Object.entries(picks).filter(([tier, option]) =>
      tree.some((t) => String(t.tier) === tier && t.options.some((o) => o.id === option)),
    ),
  );
}
