'use client';

import { withCardWords } from './card-words';
import { engravingListCard } from './engraving-card';

/** One entry of the engravings list, drawn from its fields (see entryCard in list-routes.tsx), in the list's words. */
export const EngravingEntry = withCardWords(engravingListCard);
