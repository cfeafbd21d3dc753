'use client';

import { withCardWords } from './card-words';
import { enemyListCard } from './enemy-card';

/** One entry of the enemies list, drawn from its fields (see entryCard in list-routes.tsx), in the list's words. */
export const EnemyEntry = withCardWords(enemyListCard);
