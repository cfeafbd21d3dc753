'use client';

import type { Enemy } from '@/lib/content';
import type { EnemiesContext } from '@/lib/queries/enemies';
import { enemyListCard } from './enemy-card';

/** One entry of the enemies list, drawn from its fields (see entryCard in list-routes.tsx). */
export function EnemyEntry({ item, context }: { item: Enemy & { _id: string }; context: EnemiesContext }) {
  return enemyListCard(item, context);
}
