'use client';

import type { Engraving } from '@/lib/content';
import { engravingListCard } from './engraving-card';
import type { RelatedContext } from '@/lib/queries/linked-list';
import { useCardWords } from './card-words';
import type { EngravingCardWords } from '@/lib/i18n/words';

/** One entry of the engravings list, drawn from its fields (see entryCard in list-routes.tsx), in the list's words. */
export function EngravingEntry({
  item,
  context,
}: {
  item: Engraving & { _id: string };
  context: Omit<RelatedContext<EngravingCardWords>, 'words'>;
}) {
  const words = useCardWords<EngravingCardWords>();
  return engravingListCard(item, { ...context, words });
}
