import type { Effect, EffectRelationLists } from '@/lib/content';

/** An effect's page description: what it is, and how many things touch it in each way. */
export function effectSummary(effect: Effect, relations: EffectRelationLists): string {
  const n = (...lists: (keyof EffectRelationLists)[]) => lists.reduce((sum, r) => sum + relations[r].length, 0);
  return (
    `${effect.name}, a Lanternfall ${effect.type}: what applies it (${n('applies')}), removes it (${n('removes')}), ` +
    `resists or prevents it (${n('resists', 'prevents')}) and benefits from it (${n('benefits')}).`
  );
}
