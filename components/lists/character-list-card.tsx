import type { CharacterCard as CharacterCardData } from '@/lib/queries/characters';
import { CharacterCard } from './character-card';

/**
 * A character list's card, from the list's data (lib/queries/characters.ts); its words come from
 * the list page (CardWordsProvider), not with every card.
 */
export function characterListCard(c: CharacterCardData) {
  return <CharacterCard character={c} />;
}
