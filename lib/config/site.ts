import type { IconName } from '@/components/common/icon-names';

/**
 * Environment the site shell reads, parsed once. A plain URL check rather than zod: this module
 * is read by the navbar and loader in the browser, where zod would weigh on every page's first load.
 */
function siteUrl(raw: string | undefined): string {
  const value = raw || 'http://localhost:3000';
  if (!URL.canParse(value)) throw new Error(`SITE_URL must be an absolute URL, got "${value}"`);
  return value;
}
const env = { SITE_URL: siteUrl(process.env.SITE_URL) };

/** Spec constant: a lazily loaded page still loading after this long shows an error with a retry. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;
/** Spec constant: page transition and navbar collapse animation. */
export const TRANSITION_MS = 300;
/** Spec constants: spinner defaults. */
export const SPINNER_DEFAULTS = { size: 40, color: 'black', speed: 1.3 } as const;
/** Spec constants: responsive breakpoints (Bootstrap's defaults), in pixels. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export interface NavLink {
  href: string;
  label: string;
  /** bootstrap-icons name, without the `bi-` prefix. */
  icon: IconName;
}
export interface NavGroup {
  label: string;
  icon: IconName;
  items: NavLink[];
}
export type NavEntry = NavLink | NavGroup;

export const siteConfig = {
  name: 'Lanternfall Codex',
  shortName: 'Codex',
  gameName: 'Lanternfall',
  description: 'Lanternfall database for character stats, skill tree recommendations, gear list and more',
  keywords: [
    'Lanternfall',
    'Lanternfall wiki',
    'Lanternfall database',
    'tactics RPG',
    'character stats',
    'skill tree',
    'tier list',
    'gear',
    'tarots',
    'engravings',
    'events',
  ],
  url: env.SITE_URL.replace(/\/$/, ''),
  /** Open Graph locale of every page. */
  locale: 'en_US',
  /** The site's account, named on every page as twitter:site. */
  twitterHandle: '@lanternfallcodex',
  contactEmail: 'contact@lanternfall-codex.com',
  donation: { label: 'Donate', href: 'https://ko-fi.com/lanternfallcodex', icon: 'heart-fill' },
  community: { label: 'Community', href: 'https://discord.gg/lanternfall-codex', icon: 'discord' },
  sisterWiki: { name: 'Tidecaller Wiki', href: 'https://tidecaller-wiki.com' },
  /** Pages for readers who follow the wiki or build on it, linked from the footer of every page. */
  footerLinks: [
    { href: '/changelog', label: 'Changelog' },
    { href: '/api', label: 'API' },
  ],
  nav: [
    { href: '/', label: 'Home', icon: 'house-door' },
    { href: '/chars', label: 'Characters', icon: 'people' },
    {
      label: 'Skills',
      icon: 'lightning-charge',
      items: [
        { href: '/skills', label: 'Skills', icon: 'lightning-charge' },
        { href: '/traits', label: 'Traits', icon: 'stars' },
        { href: '/effects', label: 'Effects', icon: 'magic' },
      ],
    },
    {
      label: 'Gears',
      icon: 'shield-shaded',
      items: [
        { href: '/gears', label: 'Gears', icon: 'shield-shaded' },
        { href: '/tarots', label: 'Tarots', icon: 'suit-spade' },
        { href: '/engravings', label: 'Engravings', icon: 'gem' },
      ],
    },
    { href: '/tarots', label: 'Tarots', icon: 'suit-spade' },
    { href: '/tierlist', label: 'Tierlist', icon: 'bar-chart-steps' },
    { href: '/events', label: 'Events', icon: 'calendar-event' },
  ] satisfies NavEntry[],
} as const;

/** The home page's title (other pages' titles end with the site name). */
export const homeTitle = `${siteConfig.name} — ${siteConfig.gameName} wiki and database`;

/** Every list route, for the sitemap, the home page and the 404 page. */
export const sections = [
  {
    href: '/chars',
    label: 'Characters',
    icon: 'people',
    blurb: 'Stats, skill trees and builds for every hero.',
  },
  {
    href: '/skills',
    label: 'Skills',
    icon: 'lightning-charge',
    blurb: 'Active and passive skills, with who has them.',
  },
  { href: '/traits', label: 'Traits', icon: 'stars', blurb: 'Innate, aura and awakening traits.' },
  { href: '/effects', label: 'Effects', icon: 'magic', blurb: 'Buffs, debuffs and control effects.' },
  { href: '/gears', label: 'Gears', icon: 'shield-shaded', blurb: 'Weapons, armor, accessories and relics.' },
  {
    href: '/tarots',
    label: 'Tarots',
    icon: 'suit-spade',
    blurb: 'The 22 Major Arcana, upright and reversed.',
  },
  { href: '/engravings', label: 'Engravings', icon: 'gem', blurb: 'Engravings by category and class.' },
  { href: '/events', label: 'Events', icon: 'calendar-event', blurb: 'Banners, raids and seasons.' },
  { href: '/enemies', label: 'Enemies', icon: 'bug', blurb: 'Enemy stats, skills and resistances.' },
  {
    href: '/tierlist',
    label: 'Tierlist',
    icon: 'bar-chart-steps',
    blurb: 'Rankings for story, arena and boss.',
  },
] as const;

/** True when a nav entry is a dropdown. */
export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

/** localStorage key of the visitor's colour mode; read by the inline head script before paint. */
export const THEME_STORAGE_KEY = 'lf-theme';
