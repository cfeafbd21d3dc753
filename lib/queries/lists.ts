import 'server-only';
import { characterList, getCharacterList } from './characters';
import { effectList, getEffectList } from './effects';
import { enemyList, getEnemyList } from './enemies';
import { engravingList, getEngravingList } from './engravings';
import { gearList, getGearList } from './gears';
import type { ContentCollection } from '@/lib/content';
import type { ListName } from './list';
import { getSkillList, skillList } from './skills';
import { getTarotList, tarotList } from './tarots';
import { getTraitList, traitList } from './traits';

/**
 * Every paged list by name (`/<name>`, `/<name>/page/<n>`, `/lists/<name>`): its declaration
 * the query that reads it whole, and the collection it lists. Cards are not here: a route imports only its own card, so
 * no list's page ships another list's client components.
 */
export const lists = {
  chars: { list: characterList, load: getCharacterList, collection: 'characters' },
  gears: { list: gearList, load: getGearList, collection: 'gears' },
  skills: { list: skillList, load: getSkillList, collection: 'skills' },
  traits: { list: traitList, load: getTraitList, collection: 'traits' },
  effects: { list: effectList, load: getEffectList, collection: 'effects' },
  tarots: { list: tarotList, load: getTarotList, collection: 'tarots' },
  engravings: { list: engravingList, load: getEngravingList, collection: 'engravings' },
  enemies: { list: enemyList, load: getEnemyList, collection: 'enemies' },
} satisfies Record<
  ListName,
  { list: { route: string; perPage?: number }; load: () => Promise<unknown>; collection: ContentCollection }
>;

/** What a list's query gives: its items and the context its cards take. */
export type ListDataOf<N extends ListName> = Awaited<ReturnType<(typeof lists)[N]['load']>>;
