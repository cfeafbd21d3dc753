import type { Character } from '@/lib/content';
import { decodePicks, encodePicks } from './plan';

/** One tier of a shared plan as its page and share image show it. */
export interface PlanTierView {
  tier: number;
  requiredLevel: number;
  picked: { id: string; name: string; description: string } | null;
}

/** A character's tree with the picks a share code stands for, or null when the code does not fit. */
export function planView(character: Pick<Character, 'skillTree'>, code: string): PlanTierView[] | null {
  const picks = decodePicks(character.skillTree, code);
  // One code per plan: a code with trailing zeros would be a second URL for the same page.
  if (!picks || encodePicks(character.skillTree, picks) !== code) return null;
  return [...character.skillTree]
    .sort((a, b) => a.tier - b.tier)
    .map((t) => ({
      tier: t.tier,
      requiredLevel: t.requiredLevel,
      picked: t.options.find((o) => o.id === picks[String(t.tier)]) ?? null,
    }));
}
