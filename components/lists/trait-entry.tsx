'use client';

import type { Trait } from '@/lib/content';
import type { HoldersContext } from '@/lib/queries/skills';
import { traitListCard } from './trait-card';

/** One entry of the traits list, drawn from its fields (see entryCard in list-routes.tsx). */
export function TraitEntry({ item, context }: { item: Trait & { _id: string }; context: HoldersContext }) {
  return traitListCard(item, context);
}
