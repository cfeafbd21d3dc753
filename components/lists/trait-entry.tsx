'use client';

import type { Trait } from '@/lib/content';
import { traitListCard } from './trait-card';
import type { RelatedContext } from '@/lib/queries/linked-list';

/** One entry of the traits list, drawn from its fields (see entryCard in list-routes.tsx). */
export function TraitEntry({ item, context }: { item: Trait & { _id: string }; context: RelatedContext }) {
  return traitListCard(item, context);
}
