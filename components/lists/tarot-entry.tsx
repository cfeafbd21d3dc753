'use client';

import type { Tarot } from '@/lib/content';
import type { UsersContext } from '@/lib/queries/tarots';
import { tarotListCard } from './tarot-card';

/** One entry of the tarots list, drawn from its fields (see entryCard in list-routes.tsx). */
export function TarotEntry({ item, context }: { item: Tarot & { _id: string }; context: UsersContext }) {
  return tarotListCard(item, context);
}
