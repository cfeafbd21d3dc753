'use client';

import { withCardWords } from './card-words';
import { traitListCard } from './trait-card';

/** One entry of the traits list, drawn from its fields (see entryCard in list-routes.tsx), in the list's words. */
export const TraitEntry = withCardWords(traitListCard);
