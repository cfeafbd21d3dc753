import 'server-only';
import { effectSchema, type Effect } from '@/lib/content';
import type { EntryContext, ListData, ListDeclaration } from './list';
import { by, listModel } from './list';
import { readAll } from './read';
import { effectRelations, type EffectRelation } from '@/lib/content';
import { getEffectRelations, type EffectRelations, type RelatedEntry } from './effect-relations';
import { getCollectionHistory } from './history';
import { nameMap } from './relations';

/** Effect id → name, for every `[[effect]]` link a page renders. */
export async function getEffectNames(): Promise<Record<string, string>> {
  return nameMap(await readAll('effects', { projection: { _id: 1, name: 1 } }));
}

const effectTypes = effectSchema.shape.type.options;

export const effectList: ListDeclaration<Effect> = {
  page: {
    title: 'Effects',
    icon: 'magic',
    lead: 'Status effects: what they do, how they stack, and what applies, removes, resists or benefits from them.',
    description:
      'Every Lanternfall status effect — buffs, debuffs and control — with stacking, duration and what applies it.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  route: '/effects',
  perPage: 20,
  label: 'Filter effects',
  noun: ['effect', 'effects'],
  filters: [{ name: 'type', label: 'Type', options: effectSchema.shape.type.options, of: (e) => e.type }],
  sorts: [
    { value: 'name', label: 'Name', compare: by((e) => e.name) },
    // In the schema's order of types (buffs first), then by name.
    { value: 'type', label: 'Type', compare: by((e) => effectTypes.indexOf(e.type)) },
    // Longest first; "until removed" (0 turns) outlasts any count of turns.
    { value: 'duration', label: 'Duration', compare: by((e) => e.duration || Infinity, -1) },
  ],
};

/** The effects list: every effect, and what applies, removes, resists or benefits from each. */
export interface EffectsContext extends EntryContext {
  /** Effect id → the first few of each kind that apply, remove, resist and benefit from it. */
  relations: Record<string, EffectRelations>;
  /** Effect id → how many there are of each relation, named or not. */
  relationTotals: Record<string, Record<EffectRelation, number>>;
}

/** The first of each kind of thing (skill, enemy, …): what an entry names per relation; the rest are counted. */
function firstOfEachKind(entries: readonly RelatedEntry[]): RelatedEntry[] {
  const kinds = new Set<string>();
  return entries.filter((e) => !kinds.has(e.kind) && kinds.add(e.kind));
}

export async function getEffectList(): Promise<ListData<Effect & { _id: string }, EffectsContext>> {
  const [effects, relations, history] = await Promise.all([
    readAll('effects', { sort: { name: 1 } }),
    getEffectRelations(),
    getCollectionHistory('effects'),
  ]);
  return {
    items: effects,
    model: listModel(effectList, effects),
    context: {
      // A list entry stays compact: a few of each kind, and the count of all.
      relations: Object.fromEntries(
        [...relations].map(([id, r]) => [
          id,
          Object.fromEntries(effectRelations.map((k) => [k, firstOfEachKind(r[k])])) as EffectRelations,
        ]),
      ),
      relationTotals: Object.fromEntries(
        [...relations].map(([id, r]) => [
          id,
          Object.fromEntries(effectRelations.map((k) => [k, r[k].length])) as Record<EffectRelation, number>,
        ]),
      ),
      effectNames: nameMap(effects),
      history: Object.fromEntries(history),
    },
  };
}
