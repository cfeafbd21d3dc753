import 'server-only';
import { skillSchema, type Skill } from '@/lib/content';
import { getEffectNames } from './effects';
import { by, listModel, type ListDeclaration } from './list';
import { readAll } from './read';
import { indexBy } from './relations';

export const skillList: ListDeclaration<Skill> = {
  page: {
    title: 'Skills',
    icon: 'lightning-charge',
    lead: 'Active and passive skills, and the characters who wield them.',
    description:
      'All Lanternfall skills: area, range, cooldown, cost, status effects and which characters have them.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  route: '/skills',
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

/** The skills list: every skill, who has it, and the effect names its text links. */
export async function getSkillList() {
  const [skills, characters, effectNames] = await Promise.all([
    readAll('skills', { sort: { name: 1 } }),
    readAll('characters', { projection: { _id: 1, name: 1, skills: 1 }, sort: { name: 1 } }),
    getEffectNames(),
  ]);
  return {
    skills,
    model: listModel(skillList, skills),
    holders: indexBy(characters, (c) => c.skills),
    effectNames,
  };
}
