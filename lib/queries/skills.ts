import 'server-only';
import { skillSchema, type Skill } from '@/lib/content';
import { getCollectionHistory } from './history';
import { getEffectNames } from './effects';
import { by, type EntryContext, type ListData, type ListDeclaration, type Related } from './list';
import { listModel } from './list-model';
import { readAll } from './read';
import { indexBy } from './relations';

export const skillList: ListDeclaration<Skill> = {
  page: {
    lead: 'Active and passive skills, and the characters who wield them.',
    description:
      'All Lanternfall skills: area, range, cooldown, cost, status effects and which characters have them.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  kind: 'skills',
  perPage: 20,
  label: 'Filter skills',
  noun: ['skill', 'skills'],
  filters: [
    { name: 'kind', label: 'Kind', options: skillSchema.shape.kind.options, of: (s) => s.kind },
    { name: 'area', label: 'Area', options: skillSchema.shape.area.options, of: (s) => s.area },
  ],
  sorts: [
    { value: 'name', label: 'Name', compare: by((s) => s.name) },
    { value: 'cooldown', label: 'Cooldown', compare: by((s) => s.cooldown) },
    { value: 'range', label: 'Range', compare: by((s) => s.range, -1) },
  ],
};

/** Skills and traits: the characters who have each. */
export interface HoldersContext extends EntryContext {
  holders: Related;
}

/** The skills list: every skill, who has it, the effect names its text links, and histories. */
export async function getSkillList(): Promise<ListData<Skill & { _id: string }, HoldersContext>> {
  const [skills, characters, effectNames, history] = await Promise.all([
    readAll('skills', { sort: { name: 1 } }),
    readAll('characters', { projection: { _id: 1, name: 1, skills: 1 }, sort: { name: 1 } }),
    getEffectNames(),
    getCollectionHistory('skills'),
  ]);
  return {
    items: skills,
    model: listModel(skillList, skills),
    context: {
      holders: Object.fromEntries(indexBy(characters, (c) => c.skills)),
      effectNames,
      history: Object.fromEntries(history),
    },
  };
}
