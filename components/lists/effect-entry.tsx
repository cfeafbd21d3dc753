'use client';

import type { Effect } from '@/lib/content';
import type { EffectsContext } from '@/lib/queries/effects';
import { effectListCard } from './effect-card';

/** One entry of the effects list, drawn from its fields (see entryCard in list-routes.tsx). */
export function EffectEntry({ item, context }: { item: Effect & { _id: string }; context: EffectsContext }) {
  return effectListCard(item, context);
}
