'use client';

import type { Enemy } from '@/lib/content';
import type { EnemyCardWords } from '@/lib/i18n/words';
import type { EnemiesContext } from '@/lib/queries/enemies';
import { useCardWords } from './card-words';
import { enemyListCard } from './enemy-card';

/** One entry of the enemies list, drawn from its fields (see entryCard in list-routes.tsx), in the list's words. */
export function EnemyEntry({
  item,
  context,
}: {
  item: Enemy & { _id: string };
  context: Omit<EnemiesContext, 'words'>;
}) {
  const words = useCardWords<EnemyCardWords>();
  return enemyListCard(item, { ...context, words });
}
