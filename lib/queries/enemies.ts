import 'server-only';
import { enemyTypes, locationKinds, type Enemy } from '@/lib/content';
import { getEffectNames } from './effects';
import { by, type EntryContext, type ListData, type ListDeclaration } from './list';
import { listModel } from './list-model';
import { readAll } from './read';

export const enemyList: ListDeclaration<Enemy> = {
  page: {
    lead: 'Know your foe: stats, skills, resistances and where each enemy appears.',
    description:
      'Lanternfall enemies and bosses: stats, skills, status effects, elemental resistances and where to find them.',
    columns: 'row-cols-1 row-cols-xl-2',
  },
  kind: 'enemies',
  // Cut at perPage entries or pageWeight bytes of them, whichever comes first: the heaviest English
  // page fits, and a language with longer texts gets fewer entries a page within the HTML budget.
  perPage: 16,
  pageWeight: 23_000,
  label: 'Filter enemies',
  noun: ['enemy', 'enemies'],
  filters: [
    { name: 'type', label: 'Type', options: enemyTypes, of: (e) => e.type },
    {
      name: 'location',
      label: 'Found in',
      options: locationKinds,
      of: (e) => e.locations.map((l) => l.kind),
    },
    { name: 'boss', label: 'Bosses only', options: 'switch', of: (e) => e.boss },
  ],
  sorts: [
    // Bosses first, then the strongest.
    {
      value: 'threat',
      label: 'Threat',
      compare: (a, b) => Number(b.boss) - Number(a.boss) || by<Enemy>((e) => e.level, -1)(a, b),
    },
    { value: 'name', label: 'Name', compare: by((e) => e.name) },
    { value: 'level', label: 'Level', compare: by((e) => e.level, -1) },
  ],
};

/** What an enemy's entry takes besides the enemy: the names of the effects its skills link. */
export type EnemiesContext = Pick<EntryContext, 'effectNames'>;

/** The enemies list and the effect names their skills apply. */
export async function getEnemyList(): Promise<ListData<Enemy & { _id: string }, EnemiesContext>> {
  const [enemies, effectNames] = await Promise.all([
    readAll('enemies', { sort: { boss: -1, level: -1, name: 1 } }),
    getEffectNames(),
  ]);
  return { items: enemies, model: listModel(enemyList, enemies), context: { effectNames } };
}
