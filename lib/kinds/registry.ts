import type { IconName } from '@/lib/config/icon-names';
// Relative: next.config.ts loads this module, outside the app's path aliases.
import { effectSourceCollections } from '../content/effect-sources';

/**
 * Every kind of game content, declared once: its collection, routes, menu entry, icon, search
 * group and the collections its pages read (their cache tags). Nav, sections, the sitemap,
 * surrogate keys, the proxy's detail matcher, `exists()`, the list loaders, the search index,
 * the OpenAPI enum and e2e's route table all derive from this table (lib/kinds/registry.test.ts
 * checks each of them holds every kind).
 *
 * Plain data with no imports besides types: the navbar (browser), proxy.ts, next.config.ts and
 * the e2e suite all read it. The code of a kind lives beside it by name: its schema in
 * lib/content/<collection>.ts, its list declaration and reads in lib/queries/<collection>.ts, its
 * card in components/lists, its documents in content/<collection>/.
 */

/** The menu's dropdowns: a kind placed in one appears as one of its items. */
export const menuGroups = {
  Skills: { icon: 'lightning-charge' },
  Gears: { icon: 'shield-shaded' },
} as const satisfies Record<string, { icon: IconName }>;
export type MenuGroup = keyof typeof menuGroups;

export interface KindDeclaration {
  /** The route segment: the list is `/<segment>`, a detail page `/<segment>/<id>`. */
  segment: string;
  /** Menu and section label. */
  label: string;
  /** The list page's heading. */
  title: string;
  icon: IconName;
  /** One line on the home page's and the 404 page's section cards. */
  blurb: string;
  /** Collections the list page reads besides its own (each a `col:` cache tag). */
  listReads: readonly string[];
  /**
   * A paged list (`/<segment>/page/<n>`, its whole data at `/lists/<segment>`) drawn by the
   * generic list page from the declaration in lib/queries/<collection>.ts; false for a kind
   * whose list page is its own (events, tier lists).
   */
  paged: boolean;
  /** Its own page per document; without one, a document is an anchor on the list (`/skills#id`). */
  detail?: {
    /** Collections the detail page reads besides its own document (each a `col:` cache tag). */
    reads: readonly string[];
    /** An id with a page, shown in tests and docs. */
    example: string;
  };
  /** Where the menu lists it: at the top level, in a dropdown, both, or nowhere. */
  menu: readonly ('top' | MenuGroup)[];
  /** The heading of its group of search results; absent when the search does not cover it. */
  search?: string;
}

/** The effects and every collection whose documents can touch one: the effect graph's reads. */
const effectGraph = ['effects', ...effectSourceCollections] as const;

/**
 * The order is the menu's (Home, Characters, Skills ▾, Gears ▾, Tarots, Tierlist, Events), the
 * sections' and the search groups'.
 */
export const kinds = {
  characters: {
    segment: 'chars',
    label: 'Characters',
    title: 'Characters',
    icon: 'people',
    blurb: 'Stats, skill trees and builds for every hero.',
    listReads: [],
    paged: true,
    // The stat bars are scaled against the whole roster's highest values (col:characters).
    detail: {
      reads: [
        'characters',
        'skills',
        'traits',
        'gears',
        'tarots',
        'engravings',
        'tierlists',
        'effects',
        'teams',
      ],
      example: 'aurelia-vance',
    },
    menu: ['top'],
    search: 'Characters',
  },
  skills: {
    segment: 'skills',
    label: 'Skills',
    title: 'Skills',
    icon: 'lightning-charge',
    blurb: 'Active and passive skills, with who has them.',
    listReads: ['characters', 'effects'],
    paged: true,
    menu: ['Skills'],
    search: 'Skills',
  },
  traits: {
    segment: 'traits',
    label: 'Traits',
    title: 'Traits',
    icon: 'stars',
    blurb: 'Innate, aura and awakening traits.',
    listReads: ['characters', 'effects'],
    paged: true,
    menu: ['Skills'],
    search: 'Traits',
  },
  effects: {
    segment: 'effects',
    label: 'Effects',
    title: 'Effects',
    icon: 'magic',
    blurb: 'Buffs, debuffs and control effects.',
    listReads: effectGraph,
    paged: true,
    detail: { reads: effectGraph, example: 'taunt' },
    menu: ['Skills'],
    search: 'Status effects',
  },
  gears: {
    segment: 'gears',
    label: 'Gears',
    title: 'Gears',
    icon: 'shield-shaded',
    blurb: 'Weapons, armor, accessories and relics.',
    listReads: [],
    paged: true,
    detail: { reads: ['gears', 'characters', 'events', 'effects'], example: 'wickblade' },
    menu: ['Gears'],
    search: 'Gear',
  },
  tarots: {
    segment: 'tarots',
    label: 'Tarots',
    title: 'Tarots',
    icon: 'suit-spade',
    blurb: 'The 22 Major Arcana, upright and reversed.',
    listReads: ['characters', 'effects'],
    paged: true,
    menu: ['Gears', 'top'],
    search: 'Tarot cards',
  },
  engravings: {
    segment: 'engravings',
    label: 'Engravings',
    title: 'Engravings',
    icon: 'gem',
    blurb: 'Engravings by category and class.',
    listReads: ['characters', 'effects'],
    paged: true,
    menu: ['Gears'],
    search: 'Engravings',
  },
  tierlists: {
    segment: 'tierlist',
    label: 'Tierlist',
    title: 'Tier list',
    icon: 'bar-chart-steps',
    blurb: 'Rankings for story, arena and boss.',
    // The reasons link effects by their names.
    listReads: ['characters', 'effects'],
    paged: false,
    // One page per game mode; the first mode's is /tierlist itself.
    detail: { reads: ['tierlists', 'characters', 'effects'], example: 'arena' },
    menu: ['top'],
  },
  events: {
    segment: 'events',
    label: 'Events',
    title: 'Events',
    icon: 'calendar-event',
    blurb: 'Banners, raids and seasons.',
    listReads: ['characters'],
    paged: false,
    detail: { reads: ['characters', 'enemies', 'effects'], example: 'cinder-leviathan-raid' },
    menu: ['top'],
    search: 'Events',
  },
  enemies: {
    segment: 'enemies',
    label: 'Enemies',
    title: 'Enemies',
    icon: 'bug',
    blurb: 'Enemy stats, skills and resistances.',
    listReads: ['effects'],
    paged: true,
    // Reachable by route, not in the menu (the spec's menu).
    menu: [],
    search: 'Enemies',
  },
  modes: {
    segment: 'modes',
    label: 'Game modes',
    title: 'Game modes',
    icon: 'bar-chart-steps',
    blurb: 'Squad sizes, rules and the threats of story, arena and boss.',
    listReads: ['enemies', 'characters', 'effects'],
    paged: false,
    menu: [],
  },
  teams: {
    segment: 'teams',
    label: 'Teams',
    title: 'Teams',
    icon: 'people',
    blurb: 'Curated squads per mode, with their synergy explained.',
    // The synergy breakdown reads every member's skills and traits, the modes and their threats.
    listReads: ['characters', 'skills', 'traits', 'effects', 'enemies', 'modes'],
    paged: false,
    // A curated team is an anchor (/teams#id); /teams/<code> is a saved team's share link.
    menu: [],
    search: 'Teams',
  },
} as const satisfies Record<string, KindDeclaration>;

export type Kind = keyof typeof kinds;
// Derived lists are marked pure, so a browser bundle that imports one function of this module
// (entityHref) leaves out what it does not use.
export const kindNames = /* @__PURE__ */ Object.keys(kinds) as Kind[];

type KindsWhere<P> = { [K in Kind]: (typeof kinds)[K] extends P ? K : never }[Kind];
/** Kinds with a paged list drawn by the generic list page. */
export type PagedKind = KindsWhere<{ paged: true }>;
/** Kinds with a page per document. */
export type DetailKind = KindsWhere<{ detail: object }>;
/** Kinds the global search covers. */
export type SearchKind = KindsWhere<{ search: string }>;

/** A paged list by its route segment (`/skills`, `/skills/page/2`, `/lists/skills`). */
export type ListName = (typeof kinds)[PagedKind]['segment'];

export const pagedKinds = /* @__PURE__ */ kindNames.filter((k): k is PagedKind => kinds[k].paged);
export const detailKinds = /* @__PURE__ */ kindNames.filter((k): k is DetailKind => 'detail' in kinds[k]);
export const searchKinds = /* @__PURE__ */ kindNames.filter((k): k is SearchKind => 'search' in kinds[k]);
export const listNames = /* @__PURE__ */ pagedKinds.map((k) => kinds[k].segment) as ListName[];

/** The kind whose paged list a segment names. */
export function listKind(name: ListName): PagedKind {
  return pagedKinds.find((k) => kinds[k].segment === name)!;
}

export function isListName(name: string): name is ListName {
  return (listNames as readonly string[]).includes(name);
}

/** A kind's list route. */
export function kindRoute(kind: Kind): string {
  return `/${kinds[kind].segment}`;
}

/** The kind whose detail pages live under a route segment, if any. */
export function detailKindOf(segment: string): DetailKind | undefined {
  return detailKinds.find((k) => kinds[k].segment === segment);
}

/**
 * Where a document is shown: its own page, or its anchor on the list page. A mode's tier list
 * is its own page, but the first mode's is /tierlist itself.
 */
export function entityHref(kind: string, id: string): string {
  if (!(kind in kinds)) return `/${kind}#${id}`;
  const route = kindRoute(kind as Kind);
  if (kind === 'tierlists' && id === 'story') return route;
  return detailKinds.includes(kind as DetailKind) ? `${route}/${id}` : `${route}#${id}`;
}

/** The heading a searched kind's group of results gets. */
export function searchKindLabel(kind: SearchKind): string {
  return kinds[kind].search;
}
