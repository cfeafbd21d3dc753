import { titleCase } from '@/components/common/game-style';
import type { Character } from '@/lib/content';

/** One sentence about a character for search results and share previews. */
export function characterSummary(
  c: Pick<Character, 'name' | 'rarity' | 'element' | 'class' | 'role' | 'faction'>,
): string {
  return (
    `${c.name} is a ${c.rarity}-star ${c.element} ${c.class} (${c.role}) of the ${titleCase(c.faction)} in Lanternfall: ` +
    'stats by level and rank, skills, traits, skill tree recommendations for story, arena and boss, and builds.'
  );
}
