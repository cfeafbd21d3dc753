'use client';

import { withCardWords } from './card-words';
import { tarotListCard } from './tarot-card';

/** One entry of the tarots list, drawn from its fields (see entryCard in list-routes.tsx), in the list's words. */
export const TarotEntry = withCardWords(tarotListCard);
