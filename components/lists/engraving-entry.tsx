'use client';

import type { Engraving } from '@/lib/content';
import type { UsersContext } from '@/lib/queries/tarots';
import { engravingListCard } from './engraving-card';

/** One entry of the engravings list, drawn from its fields (see entryCard in list-routes.tsx). */
export function EngravingEntry({
  item,
  context,
}: {
  item: Engraving & { _id: string };
  context: UsersContext;
}) {
  return engravingListCard(item, context);
}
