import 'server-only';
import { linkedList, type RelatedContext } from './linked-list';
import { skillSchema, type Skill } from '@/lib/content';
import { by, type ListData, type ListDeclaration } from './list';
import { readAll } from './read';
import { skillCardWords } from '@/lib/i18n/card-words';
import type { SkillCardWords } from '@/lib/i18n/words';

export const skillList: ListDeclaration<Skill> = {
  page: { columns: 'row-cols-1 row-cols-lg-2' },
  kind: 'skills',
  // Cut at perPage entries or pageWeight bytes of them, whichever comes first: the heaviest English
  // page fits, and a language with longer texts gets fewer entries a page within the HTML budget.
  perPage: 20,
  pageWeight: 11_500,
  filters: [
    { name: 'kind', options: skillSchema.shape.kind.options, words: 'skillKinds', of: (s) => s.kind },
    { name: 'area', options: skillSchema.shape.area.options, words: 'areas', of: (s) => s.area },
  ],
  sorts: [
    { value: 'name', compare: by((s) => s.name) },
    { value: 'cooldown', compare: by((s) => s.cooldown) },
    { value: 'range', compare: by((s) => s.range, -1) },
  ],
};

/** The skills list: every skill, who has it, the effect names its text links, and histories. */
export function getSkillList(): Promise<ListData<Skill & { _id: string }, RelatedContext<SkillCardWords>>> {
  return linkedList(skillList, readAll('skills', { sort: { name: 1 } }), (c) => c.skills, skillCardWords);
}
