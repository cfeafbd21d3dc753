'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * The list cards' words (lib/i18n/words.ts) for the entries a page draws in the browser: given
 * once by the list page, so its payload carries them once rather than a reference in every
 * entry's props. The whole list fetched for a filter carries them in its own data.
 */
const CardWordsContext = createContext<unknown>(undefined);

export function CardWordsProvider({ words, children }: { words: unknown; children: ReactNode }) {
  return <CardWordsContext.Provider value={words}>{children}</CardWordsContext.Provider>;
}

/** The list's card words, from the nearest CardWordsProvider (which every card is drawn inside). */
export function useCardWords<W>(): W {
  return useContext(CardWordsContext) as W;
}

/**
 * A list's entry drawn in the browser: the kind's card drawer, given the list's words from the
 * nearest CardWordsProvider (see entryCard in list-routes.tsx). Each kind's entry module exports
 * one, so a list page's bundle holds only its own card.
 */
export function withCardWords<T, C extends { words: unknown }>(draw: (item: T, context: C) => ReactNode) {
  return function CardEntry({ item, context }: { item: T; context: Omit<C, 'words'> }) {
    const words = useCardWords<C['words']>();
    return draw(item, { ...context, words } as C);
  };
}
