import 'server-only';
import { effectSchema, type Effect } from '@/lib/content';
import type { ListDeclaration } from './list';
import { by, listModel } from './list';
import { readAll } from './read';
import { indexBy, nameMap } from './relations';

/** Effect id → name, for every `[[effect]]` link a page renders. */
export async function getEffectNames(): Promise<Record<string, string>> {
  return nameMap(await readAll('effects', { projection: { _id: 1, name: 1 } }));
}

export const effectList: ListDeclaration<Effect> = {
  page: {
    title: 'Effects',
    icon: 'magic',
    lead: 'Status effects: what they do, how they stack and what applies them.',
    description:
      'Every Lanternfall status effect — buffs, debuffs and control — with stacking, duration and what applies it.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  route: '/effects',
  label: 'Filter effects',
  noun: ['effect', 'effects'],
  filters: [{ name: 'type', label: 'Type', options: effectSchema.shape.type.options, of: (e) => e.type }],
  sorts: [{ value: 'name', label: 'Name', compare: by((e) => e.name) }],
};

/** The effects list: every effect, and the skills and enemies that apply each one. */
export async function getEffectList() {
  const [effects, skills, enemies] = await Promise.all([
    readAll('effects', { sort: { name: 1 } }),
    readAll('skills', { projection: { _id: 1, name: 1, effects: 1 }, sort: { name: 1 } }),
    readAll('enemies', { projection: { _id: 1, name: 1, skills: 1 }, sort: { name: 1 } }),
  ]);
  return {
    effects,
    model: listModel(effectList, effects),
    appliedBySkills: indexBy(skills, (s) => s.effects.map((e) => e.effect)),
    appliedByEnemies: indexBy(enemies, (e) => e.skills.flatMap((s) => s.effects)),
    effectNames: nameMap(effects),
  };
}
