'use client';

import type { Trait } from '@/lib/content';
import { traitListCard } from './trait-card';
import type { RelatedContext } from '@/lib/queries/linked-list';
import { useCardWords } from './card-words';
import type { TraitCardWords } from '@/lib/i18n/words';

/** One entry of the traits list, drawn from its fields (see entryCard in list-routes.tsx), in the list's words. */
export function TraitEntry({
  item,
  context,
}: {
  item: Trait & { _id: string };
  context: Omit<RelatedContext<TraitCardWords>, 'words'>;
}) {
  const words = useCardWords<TraitCardWords>();
  return traitListCard(item, { ...context, words });
}
