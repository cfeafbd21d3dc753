import type { CharacterCardWords } from '@/lib/i18n/words';
import type { CharacterCard as CharacterCardData } from '@/lib/queries/characters';
import { CharacterCard } from './character-card';

/** A character list's card, from the list's data (lib/queries/characters.ts). */
export function characterListCard(c: CharacterCardData, { words }: { words: CharacterCardWords }) {
  return <CharacterCard character={c} words={words} />;
}
