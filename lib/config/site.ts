import { SITE_NAME } from '@/lib/config/constants';
import type { IconName } from '@/lib/config/icon-names';
import { kindNames, kindRoute, kinds, menuGroups, type Kind, type MenuGroup } from '@/lib/kinds/registry';

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

export interface NavLink {
  href: string;
  label: string;
  /** bootstrap-icons name, without the `bi-` prefix. */
  icon: IconName;
  /** The kind whose list this links to, which names the entry in each language's catalog. */
  kind?: Kind;
}
export interface NavGroup {
  label: MenuGroup;
  icon: IconName;
  items: NavLink[];
}
export type NavEntry = NavLink | NavGroup;

/**
 * The menu from the kinds' declarations: in their order, each at the top level or in its
 * dropdown, a dropdown standing where its first item's kind stands.
 */
function kindsNav(): NavEntry[] {
  const entries: NavEntry[] = [];
  const groups = new Map<MenuGroup, NavGroup>();
  for (const kind of kindNames) {
    const { label, icon, menu } = kinds[kind];
    const link: NavLink = { href: kindRoute(kind), label, icon, kind };
    for (const place of menu) {
      if (place === 'top') {
        entries.push(link);
        continue;
      }
      let group = groups.get(place);
      if (!group) {
        group = { label: place, icon: menuGroups[place].icon, items: [] };
        groups.set(place, group);
        entries.push(group);
      }
      group.items.push(link);
    }
  }
  return entries;
}

export const siteConfig = {
  name: SITE_NAME,
  shortName: 'Codex',
  gameName: 'Lanternfall',
  url: env.SITE_URL.replace(/\/$/, ''),
  /** The site's account, named on every page as twitter:site. */
  twitterHandle: '@lanternfallcodex',
  contactEmail: 'contact@lanternfall-codex.com',
  donation: { label: 'Donate', href: 'https://ko-fi.com/lanternfallcodex', icon: 'heart-fill' },
  community: { label: 'Community', href: 'https://discord.gg/lanternfall-codex', icon: 'discord' },
  sisterWiki: { name: 'Tidecaller Wiki', href: 'https://tidecaller-wiki.com' },
  /** Pages for readers who follow the wiki or build on it, linked from every page's footer (`key`: its label in the catalogs' footer). */
  footerLinks: [
    { href: '/changelog', key: 'changelog' },
    { href: '/api', key: 'api' },
  ],
  nav: [{ href: '/', label: 'Home', icon: 'house-door' }, ...kindsNav()] satisfies NavEntry[],
} as const;

/** Every kind's list route, for the sitemap, the home page and the 404 page. */
export const sections = /* @__PURE__ */ kindNames.map((kind) => {
  const { label, icon, blurb } = kinds[kind];
  return { kind, href: kindRoute(kind), label, icon, blurb };
});

/** True when a nav entry is a dropdown. */
export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}
