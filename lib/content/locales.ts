import type { Kind } from '@/lib/kinds/registry';

/**
 * Translations of the content (issue 37): `content/i18n/<locale>/<collection>/<id>.json` holds only
 * a document's translatable fields, as a flat object of field paths (`skillTree[0].options[1].name`)
 * to the locale's text, beside `_source`: for each path, a short hash of the English text it was
 * translated from, so a changed English text marks its translation stale until it is updated.
 * Japanese files also give `_reading`, the kana reading of the document's name, for search.
 *
 * What is translatable is declared per kind below; paths name arrays with `[]`.
 */
export { localeNames, locales, type Locale } from './locale-list';

/** Each kind's translatable fields: names, titles, descriptions, reasons and notes; never ids. */
export const translatableFields = {
  characters: [
    'name',
    'title',
    'profile',
    'skillTree[].options[].name',
    'skillTree[].options[].description',
    'skillTree[].options[].interactions[].bonus',
    'recommendations[].picks[].reason',
    'builds[].name',
    'builds[].reason',
  ],
  skills: ['name', 'description', 'interactions[].bonus'],
  traits: ['name', 'description', 'interactions[].bonus'],
  effects: ['name', 'description'],
  gears: [
    'name',
    'description',
    'source',
    'set',
    'setBonus',
    'setInteractions[].bonus',
    'passive.name',
    'passive.description',
    'passive.interactions[].bonus',
  ],
  tarots: [
    'name',
    'upright.name',
    'upright.description',
    'upright.interactions[].bonus',
    'reversed.name',
    'reversed.description',
    'reversed.interactions[].bonus',
    'lore',
  ],
  engravings: ['name', 'description', 'levels[]', 'interactions[].bonus'],
  enemies: [
    'name',
    'description',
    'skills[].name',
    'skills[].description',
    'skills[].interactions[].bonus',
    'locations[].name',
  ],
  events: ['name', 'description', 'rewards[].item', 'shop[].item', 'shop[].currency', 'tasks[].label'],
  tierlists: ['name', 'description', 'tiers[].entries[].reason'],
  modes: ['name', 'description', 'rules[].why', 'threats.note'],
  teams: ['name', 'overview', 'members[].note'],
} as const satisfies Record<Kind, readonly string[]>;

export type TranslatableCollection = keyof typeof translatableFields;

/** Long texts that may stay in English (shown marked, with `lang="en"`); every other field counts. */
export const mayFallBack: Partial<Record<TranslatableCollection, readonly string[]>> = {
  characters: ['profile'],
  tarots: ['lore'],
};

/** A translation file as read from disk. */
export interface TranslationFile {
  _source?: Record<string, string>;
  _reading?: string;
  [path: string]: string | Record<string, string> | undefined;
}
