'use client';

import type { Tarot } from '@/lib/content';
import { tarotListCard } from './tarot-card';
import type { RelatedContext } from '@/lib/queries/linked-list';
import type { TarotCardWords } from '@/lib/i18n/words';

/** One entry of the tarots list, drawn from its fields (see entryCard in list-routes.tsx). */
export function TarotEntry({
  item,
  context,
}: {
  item: Tarot & { _id: string };
  context: RelatedContext<TarotCardWords>;
}) {
  return tarotListCard(item, context);
}
