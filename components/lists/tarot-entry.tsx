'use client';

import type { Tarot } from '@/lib/content';
import { tarotListCard } from './tarot-card';
import type { RelatedContext } from '@/lib/queries/linked-list';
import { useCardWords } from './card-words';
import type { TarotCardWords } from '@/lib/i18n/words';

/** One entry of the tarots list, drawn from its fields (see entryCard in list-routes.tsx), in the list's words. */
export function TarotEntry({
  item,
  context,
}: {
  item: Tarot & { _id: string };
  context: Omit<RelatedContext<TarotCardWords>, 'words'>;
}) {
  const words = useCardWords<TarotCardWords>();
  return tarotListCard(item, { ...context, words });
}
