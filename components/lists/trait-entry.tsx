'use client';

import type { Trait } from '@/lib/content';
import { traitListCard } from './trait-card';
import type { RelatedContext } from '@/lib/queries/linked-list';
import type { TraitCardWords } from '@/lib/i18n/words';

/** One entry of the traits list, drawn from its fields (see entryCard in list-routes.tsx). */
export function TraitEntry({
  item,
  context,
}: {
  item: Trait & { _id: string };
  context: RelatedContext<TraitCardWords>;
}) {
  return traitListCard(item, context);
}
