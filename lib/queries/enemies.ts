import 'server-only';
import { enemyTypes, locationKinds, type Enemy } from '@/lib/content';
import { getEffectNames } from './effects';
import { by, type EntryContext, type ListData, type ListDeclaration } from './list';
import { currentLocale } from '@/lib/i18n/current';
import { enemyCardWords } from '@/lib/i18n/card-words';
import type { EnemyCardWords } from '@/lib/i18n/words';
import { listModel } from './list-model';
import { readAll } from './read';

export const enemyList: ListDeclaration<Enemy> = {
  page: { columns: 'row-cols-1 row-cols-xl-2' },
  kind: 'enemies',
  // Cut at perPage entries or pageWeight bytes of them, whichever comes first: the heaviest English
  // page fits, and a language with longer texts gets fewer entries a page within the HTML budget.
  perPage: 16,
  pageWeight: 21_500,
  filters: [
    { name: 'type', options: enemyTypes, words: 'enemyTypes', of: (e) => e.type },
    {
      name: 'location',
      options: locationKinds,
      words: 'locationKinds',
      of: (e) => e.locations.map((l) => l.kind),
    },
    { name: 'boss', options: 'switch', of: (e) => e.boss },
  ],
  sorts: [
    // Bosses first, then the strongest.
    {
      value: 'threat',
      compare: (a, b) => Number(b.boss) - Number(a.boss) || by<Enemy>((e) => e.level, -1)(a, b),
    },
    { value: 'name', compare: by((e) => e.name) },
    { value: 'level', compare: by((e) => e.level, -1) },
  ],
};

/** What an enemy's entry takes besides the enemy: the names of the effects its skills link, and the cards' words. */
export type EnemiesContext = Pick<EntryContext, 'effectNames'> & { words: EnemyCardWords };

/** The enemies list and the effect names their skills apply. */
export async function getEnemyList(): Promise<ListData<Enemy & { _id: string }, EnemiesContext>> {
  const [enemies, effectNames, locale] = await Promise.all([
    readAll('enemies', { sort: { boss: -1, level: -1, name: 1 } }),
    getEffectNames(),
    currentLocale(),
  ]);
  return {
    items: enemies,
    model: listModel(enemyList, enemies, locale),
    context: { effectNames, words: enemyCardWords(locale) },
  };
}
