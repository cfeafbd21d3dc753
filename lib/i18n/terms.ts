import 'server-only';
import { classes, elements, gameModes } from '@/lib/content/common';
import { factions, roles, weapons } from '@/lib/content/characters';
import { enemyTypes, locationKinds } from '@/lib/content/enemies';
import { effectTypes } from '@/lib/content/effects';
import { eventTypes } from '@/lib/content/events';
import { gearRarities, gearSlots } from '@/lib/content/gears';
import { areas, skillKinds } from '@/lib/content/skills';
import { traitCategories } from '@/lib/content/traits';
import { engravingCategories } from '@/lib/content/engravings';
import { interactionTargets, resistAspects } from '@/lib/content/interactions';
import { statNames } from '@/lib/content/stat-names';
import { titleCase } from '@/lib/content/format';
import type { SiteLocale } from './locales';
import { getMessages, getT } from './messages';

/**
 * The game's fixed vocabulary (classes, elements, roles, factions, weapons, modes, enemy and
 * location kinds, event types, gear slots and rarities, effect types, skill areas, stats, skill
 * kinds, trait and engraving categories, whom an interaction targets and what a resistance
 * lowers): each a catalog namespace keyed by the content's id, so a page says "先鋒" where the
 * data says "vanguard". The ids are the content schemas' own lists, which the catalog test holds
 * the namespaces to.
 */
export const termGroups = {
  classes,
  elements,
  roles,
  factions,
  weapons,
  gameModes,
  enemyTypes,
  locationKinds,
  eventTypes,
  gearSlots,
  gearRarities,
  effectTypes,
  areas,
  skillKinds,
  traitCategories,
  engravingCategories,
  stats: statNames,
  interactionTargets,
  resistAspects,
} as const satisfies Record<string, readonly string[]>;

export type TermGroup = keyof typeof termGroups;

/**
 * One term in the page's language; an id the catalog does not know (a value newer than the site's
 * catalog) is shown title-cased, as the English pages showed every id before the catalogs.
 */
export function term(locale: SiteLocale, group: TermGroup, id: string): string {
  const words = getMessages(locale, group) as Record<string, string>;
  return Object.hasOwn(words, id) ? words[id]! : titleCase(id);
}

/** A group's terms in the page's language, for a client component's props or a filter's options. */
export function terms<G extends TermGroup>(locale: SiteLocale, group: G): Record<string, string> {
  return getMessages(locale, group) as Record<string, string>;
}

/** A character's rarity in the page's language: "5-star", "★5", "5 estrellas". */
export function rarityLabel(locale: SiteLocale, stars: number): string {
  return getT(locale, 'rarity')('stars', { stars });
}
