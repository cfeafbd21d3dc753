'use client';

import type { Enemy } from '@/lib/content';
import type { EntryContext } from '@/lib/queries/list';
import { enemyListCard } from './enemy-card';

/** One entry of the enemies list, drawn from its fields (see entryCard in list-routes.tsx). */
export function EnemyEntry({ item, context }: { item: Enemy & { _id: string }; context: EntryContext }) {
  return enemyListCard(item, context);
}
