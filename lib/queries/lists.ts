import 'server-only';
import type { ListName } from '@/lib/kinds/registry';
import { characterList, getCharacterList } from './characters';
import { effectList, getEffectList } from './effects';
import { enemyList, getEnemyList } from './enemies';
import { engravingList, getEngravingList } from './engravings';
import { gearList, getGearList } from './gears';
import { getSkillList, skillList } from './skills';
import { getTarotList, tarotList } from './tarots';
import { getTraitList, traitList } from './traits';

/**
 * Every paged list by name (`/<name>`, `/<name>/page/<n>`, `/lists/<name>`): its declaration and
 * the query that reads it whole. Its collection and route come from its kind (lib/kinds/registry.ts);
 * a kind declared `paged` without an entry here fails the typecheck. Cards are not here: a route
 * imports only its own card, so no list's page ships another list's client components.
 */
export const lists = {
  chars: { list: characterList, load: getCharacterList },
  gears: { list: gearList, load: getGearList },
  skills: { list: skillList, load: getSkillList },
  traits: { list: traitList, load: getTraitList },
  effects: { list: effectList, load: getEffectList },
  tarots: { list: tarotList, load: getTarotList },
  engravings: { list: engravingList, load: getEngravingList },
  enemies: { list: enemyList, load: getEnemyList },
} satisfies Record<ListName, { list: { kind: string; perPage?: number }; load: () => Promise<unknown> }>;

/** What a list's query gives: its items and the context its cards take. */
export type ListDataOf<N extends ListName> = Awaited<ReturnType<(typeof lists)[N]['load']>>;
