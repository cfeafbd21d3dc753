import 'server-only';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT, getMessages } from '@/lib/i18n/messages';
import { rarityLabel, terms, type TermGroup } from '@/lib/i18n/terms';
import type { Kind } from '@/lib/kinds/registry';
import type { FilterControl, ListModel, ListPageText } from './list';

/**
 * A list's words in the page's language. The declarations in lib/queries keep their English words
 * and their stable keys (filter names, sort values, option values, the kind); the model the
 * filters run on is built once from them, and this step, at render time, swaps only the words for
 * the catalog's: filter labels (`listFilters`, by filter name), sort labels (`listSorts`, by
 * value), option labels (the game's terms by filter, else `listOptions` by value), and the page's
 * lead, description, form label and search placeholder (by kind). A word the catalog lacks stays
 * as declared.
 */

type Words = Record<string, string>;

/** The filters whose options are the game's fixed vocabulary, per filter name (and kind). */
function termGroupOf(kind: Kind, filter: string): TermGroup | undefined {
  switch (filter) {
    case 'class':
      return 'classes';
    case 'faction':
      return 'factions';
    case 'element':
      return 'elements';
    case 'role':
      return 'roles';
    case 'slot':
      return 'gearSlots';
    case 'location':
      return 'locationKinds';
    case 'area':
      return 'areas';
    case 'stat':
      return 'stats';
    case 'rarity':
      return kind === 'gears' ? 'gearRarities' : undefined;
    case 'type':
      return kind === 'effects'
        ? 'effectTypes'
        : kind === 'enemies'
          ? 'enemyTypes'
          : kind === 'events'
            ? 'eventTypes'
            : undefined;
    default:
      return undefined;
  }
}

/** The kinds whose page words (lead, description, form label) the catalog holds. */
export const listKinds = [
  'characters',
  'effects',
  'enemies',
  'engravings',
  'events',
  'gears',
  'skills',
  'tarots',
  'traits',
  'tierlists',
] as const;

/** The filter names and sort values the catalog holds (the declarations' keys). */
export const filterNames = [
  'rarity',
  'class',
  'faction',
  'element',
  'role',
  'owned',
  'type',
  'location',
  'boss',
  'category',
  'status',
  'slot',
  'set',
  'kind',
  'area',
  'stat',
] as const;
export const sortValues = [
  'name',
  'rarity',
  'release',
  'type',
  'duration',
  'threat',
  'level',
  'category',
  'start',
  'end',
  'slot',
  'cooldown',
  'range',
  'arcana',
] as const;
export const optionValues = [
  'live',
  'upcoming',
  'ended',
  'active',
  'passive',
  'offense',
  'defense',
  'utility',
  'tempo',
  'innate',
  'aura',
  'conditional',
  'awakening',
] as const;

function pick(words: Words, key: string, fallback: string): string {
  return Object.hasOwn(words, key) ? words[key]! : fallback;
}

interface Catalog {
  filters: Words;
  sorts: Words;
  options: Words;
  leads: Words;
  descriptions: Words;
  forms: Words;
  searches: Words;
}

function catalog(locale: SiteLocale): Catalog {
  return {
    filters: getMessages(locale, 'listFilters') as Words,
    sorts: getMessages(locale, 'listSorts') as Words,
    options: getMessages(locale, 'listOptions') as Words,
    leads: getMessages(locale, 'listLeads') as Words,
    descriptions: getMessages(locale, 'listDescriptions') as Words,
    forms: getMessages(locale, 'listForms') as Words,
    searches: getMessages(locale, 'listSearch') as Words,
  };
}

/** A list page's heading, lead and description in the locale's words (the heading is the kind's name). */
export function listPageWords(locale: SiteLocale, kind: Kind, page: ListPageText): ListPageText {
  const c = catalog(locale);
  return {
    ...page,
    title: locale === 'en' ? page.title : getT(locale, 'kinds')(kind),
    lead: pick(c.leads, kind, page.lead),
    description: pick(c.descriptions, kind, page.description),
  };
}

function controlWords(locale: SiteLocale, kind: Kind, control: FilterControl, c: Catalog): FilterControl {
  const label = pick(c.filters, control.name, control.label);
  if (control.kind === 'switch' || control.kind === 'owned')
    return { ...control, label, options: control.options.map((o) => ({ ...o, label })) };
  const group = termGroupOf(kind, control.name);
  const groupWords = group ? terms(locale, group) : undefined;
  const optionLabel = (value: string, fallback: string) => {
    if (groupWords) return pick(groupWords, value, fallback);
    if (control.name === 'rarity' && /^\d+$/.test(value)) return rarityLabel(locale, Number(value));
    return pick(c.options, value, fallback);
  };
  return {
    ...control,
    label,
    options: control.options.map((o) => ({ ...o, label: optionLabel(o.value, o.label) })),
  };
}

/** A list's model with its words in the locale's language; ids, facets and orders unchanged. */
export function listWords(model: ListModel, locale: SiteLocale): ListModel {
  if (locale === 'en') return model;
  const c = catalog(locale);
  return {
    ...model,
    page: listPageWords(locale, model.kind, model.page),
    label: pick(c.forms, model.kind, model.label),
    searchPlaceholder: pick(c.searches, model.kind, pick(c.searches, 'default', model.searchPlaceholder)),
    controls: model.controls.map((control) => controlWords(locale, model.kind, control, c)),
    sorts: model.sorts.map((s) => ({ ...s, label: pick(c.sorts, s.value, s.label) })),
  };
}
