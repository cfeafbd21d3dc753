import 'server-only';
import { linkedList, type RelatedContext } from './linked-list';
import { skillSchema, type Skill } from '@/lib/content';
import { by, type ListData, type ListDeclaration } from './list';
import { readAll } from './read';

export const skillList: ListDeclaration<Skill> = {
  page: {
    lead: 'Active and passive skills, and the characters who wield them.',
    description:
      'All Lanternfall skills: area, range, cooldown, cost, status effects and which characters have them.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  kind: 'skills',
  // Cut at perPage entries or pageWeight bytes of them, whichever comes first: the heaviest English
  // page fits, and a language with longer texts gets fewer entries a page within the HTML budget.
  perPage: 20,
  pageWeight: 11_500,
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

/** The skills list: every skill, who has it, the effect names its text links, and histories. */
export function getSkillList(): Promise<ListData<Skill & { _id: string }, RelatedContext>> {
  return linkedList(skillList, readAll('skills', { sort: { name: 1 } }), (c) => c.skills);
}
