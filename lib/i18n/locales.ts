import { localeNames, locales, type Locale } from '@/lib/content/locale-list';

/**
 * The site's languages (issue 37). English is the content's own language and has no path prefix;
 * each translated locale mirrors every route under `/<locale>`. The locale comes from the path
 * only, never from a cookie or Accept-Language, so every page stays prerendered.
 */
export const defaultLocale = 'en';
export const siteLocales = [defaultLocale, ...locales] as const;
export type SiteLocale = (typeof siteLocales)[number];

export const siteLocaleNames: Record<SiteLocale, string> = { en: 'English', ...localeNames };

/** BCP 47 tags for `og:locale` (which wants a region) per locale. */
export const ogLocales: Record<SiteLocale, string> = { en: 'en_US', ja: 'ja_JP', es: 'es_ES' };

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (siteLocales as readonly string[]).includes(value);
}

function isTranslatedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale a site path is in: its first segment when that is a translated locale, else English. */
export function localeOfPath(path: string): SiteLocale {
  const first = path.split(/[/?#]/)[1] ?? '';
  return isTranslatedLocale(first) ? first : defaultLocale;
}

/** A site path without its locale prefix (`/ja/chars?x=1` → `/chars?x=1`, `/ja` → `/`). */
export function unlocalizedPath(path: string): string {
  const locale = localeOfPath(path);
  if (locale === defaultLocale) return path;
  const rest = path.slice(locale.length + 1);
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/**
 * A site path (`/chars/x`, `/?q=1`, `/es/chars/x`) as the given locale's path (`/ja/chars/x`, `/ja?q=1`).
 * Paths that are not the site's own pages (absolute URLs, `#hash`, API routes) stay as they are.
 */
export function localeHref(href: string, locale: SiteLocale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (/^\/(api|_next|portraits)(\/|$)/.test(href)) return href;
  const path = unlocalizedPath(href);
  if (locale === defaultLocale) return path;
  return path === '/'
    ? `/${locale}`
    : /^\/[?#]/.test(path)
      ? `/${locale}${path.slice(1)}`
      : `/${locale}${path}`;
}

/** The Intl language tag each site locale writes dates and numbers with. */
export const intlTags: Record<SiteLocale, string> = { en: 'en-US', ja: 'ja-JP', es: 'es-ES' };
