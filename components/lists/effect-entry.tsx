'use client';

import type { Effect } from '@/lib/content';
import type { EffectCardWords } from '@/lib/i18n/words';
import type { EffectsContext } from '@/lib/queries/effects';
import { useCardWords } from './card-words';
import { effectListCard } from './effect-card';

/** One entry of the effects list, drawn from its fields (see entryCard in list-routes.tsx), in the list's words. */
export function EffectEntry({
  item,
  context,
}: {
  item: Effect & { _id: string };
  context: Omit<EffectsContext, 'words'>;
}) {
  const words = useCardWords<EffectCardWords>();
  return effectListCard(item, { ...context, words });
}
