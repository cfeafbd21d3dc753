import 'server-only';
import { cache } from 'react';
import { effectSchema, type Effect } from '@/lib/content';
import type { EntryContext, ListData, ListDeclaration } from './list';
import { by } from './list';
import { currentLocale } from '@/lib/i18n/current';
import { effectCardWords } from '@/lib/i18n/card-words';
import type { EffectCardWords } from '@/lib/i18n/words';
import { listModel } from './list-model';
import { readAll, readOne } from './read';
import { getEffectRelationCounts, getEffectRelationsIn, type RelationCounts } from './effect-graph';
import { getCollectionHistory, getEntityHistory } from './history';
import { nameMap } from './relations';

/** Effect id → name, for every `[[effect]]` link a page renders. */
export async function getEffectNames(): Promise<Record<string, string>> {
  return nameMap(await readAll('effects', { projection: { _id: 1, name: 1 } }));
}

const effectTypes = effectSchema.shape.type.options;

export const effectList: ListDeclaration<Effect> = {
  page: { columns: 'row-cols-1 row-cols-lg-2' },
  kind: 'effects',
  // Cut at perPage entries or pageWeight bytes of them, whichever comes first: the heaviest English
  // page fits, and a language with longer texts gets fewer entries a page within the HTML budget.
  perPage: 20,
  pageWeight: 7_500,
  filters: [{ name: 'type', options: effectTypes, words: 'effectTypes', of: (e) => e.type }],
  sorts: [
    { value: 'name', compare: by((e) => e.name) },
    // In the schema's order of types (buffs first), then by name.
    { value: 'type', compare: by((e) => effectTypes.indexOf(e.type)) },
    // Longest first; "until removed" (0 turns) outlasts any count of turns.
    { value: 'duration', compare: by((e) => e.duration || Infinity, -1) },
  ],
};

/** The effects list: every effect, and how many sources touch it in each way (the rest is on its page). */
export interface EffectsContext extends EntryContext {
  /** Effect id → how many sources apply, remove, resist… it. */
  counts: Record<string, RelationCounts>;
  /** The cards' words in the page's language. */
  words: EffectCardWords;
}

export async function getEffectList(): Promise<ListData<Effect & { _id: string }, EffectsContext>> {
  const [effects, counts, history, locale] = await Promise.all([
    readAll('effects', { sort: { name: 1 } }),
    getEffectRelationCounts(),
    getCollectionHistory('effects'),
    currentLocale(),
  ]);
  return {
    items: effects,
    model: listModel(effectList, effects, locale),
    context: {
      counts,
      effectNames: nameMap(effects),
      history: Object.fromEntries(history),
      words: effectCardWords(locale),
    },
  };
}

/** One effect by id, shared by its page, its metadata and its share image within a request. */
export const getEffect = cache((id: string) => readOne('effects', id));

/** Everything an effect's page shows besides the effect: its relations both ways, effect names, history. */
export async function getEffectDetails(id: string) {
  const [relations, effectNames, history] = await Promise.all([
    currentLocale().then((locale) => getEffectRelationsIn(id, locale)),
    getEffectNames(),
    getEntityHistory('effects', id),
  ]);
  return { relations, effectNames, history };
}
