'use client';

import { withCardWords } from './card-words';
import { effectListCard } from './effect-card';

/** One entry of the effects list, drawn from its fields (see entryCard in list-routes.tsx), in the list's words. */
export const EffectEntry = withCardWords(effectListCard);
