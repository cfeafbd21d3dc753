import type { Metadata } from 'next';
import { siteConfig } from '@/lib/config/site';
import { currentLocale } from '@/lib/i18n/current';
import { localeHref, ogLocales, siteLocales, type SiteLocale } from '@/lib/i18n/locales';
import { ogLabels } from '@/lib/og/labels';

export interface PageMeta {
  /** The page's own title; the root layout's template adds the site name. */
  title: string;
  description: string;
  /** The canonical path: every variant of the page (query strings, modes, filters) names it. */
  path: string;
  /** Open Graph type: `website` for home and the lists, `article` or `profile` for detail pages. */
  type?: 'website' | 'article' | 'profile';
  /**
   * The page has its own opengraph-image file. Next then writes the image tags itself, with the
   * route's real URL (routes inside a route group get a hashed suffix, `opengraph-image-1w0aum`),
   * so no URL is named here and the site's default image is left out.
   */
  ownImage?: boolean;
}

/**
 * The site's default share image in a locale (app/[locale]/opengraph-image.tsx: the locale's own
 * card, described in its words); detail pages have their own.
 */
export function defaultShareImage(locale: SiteLocale) {
  return {
    url: localeHref('/opengraph-image', locale),
    width: 1200,
    height: 630,
    alt: `${siteConfig.name}: ${ogLabels[locale].home.eyebrow}`,
  };
}

/**
 * The site-wide Open Graph and Twitter fields every page repeats, in the page's locale: Next
 * replaces these objects rather than merging them, so a page that sets its own loses the
 * layout's. A page with its own share image says so to pageMetadata (`ownImage`), which then
 * leaves the default out.
 */
export function siteSocial(locale: SiteLocale) {
  const images = defaultShareImage(locale);
  return {
    openGraph: { siteName: siteConfig.name, locale: ogLocales[locale], images },
    twitter: {
      card: 'summary_large_image' as const,
      site: siteConfig.twitterHandle,
      creator: siteConfig.twitterHandle,
      images,
    },
  };
}

/**
 * A page's links to itself in every locale, for crawlers: its canonical (the locale's own URL),
 * the reciprocal hreflang alternates with `x-default` (the English page, which has no prefix), and
 * Open Graph's locale with the others as alternates.
 */
export function localeAlternates(path: string, locale: SiteLocale) {
  const languages: Record<string, string> = {};
  for (const each of siteLocales) languages[each] = localeHref(path, each);
  languages['x-default'] = localeHref(path, 'en');
  return {
    alternates: { canonical: localeHref(path, locale), languages },
    openGraph: {
      url: localeHref(path, locale),
      locale: ogLocales[locale],
      alternateLocale: siteLocales.filter((each) => each !== locale).map((each) => ogLocales[each]),
    },
  };
}

/**
 * A page's title, description, canonical link and language alternates, Open Graph and Twitter
 * tags, with the page's own share image or the site's default, for the locale being rendered.
 */
export async function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  ownImage,
}: PageMeta): Promise<Metadata> {
  const locale = await currentLocale();
  const links = localeAlternates(path, locale);
  // Next adds a route's own image only where no `images` key is set at all (not even undefined).
  const social = siteSocial(locale);
  const { images: ogDefault, ...openGraph } = social.openGraph;
  const { images: twitterDefault, ...twitter } = social.twitter;
  return {
    title,
    description,
    alternates: links.alternates,
    openGraph: {
      ...openGraph,
      ...links.openGraph,
      type,
      title,
      description,
      ...(ownImage ? {} : { images: ogDefault }),
    },
    twitter: { ...twitter, title, description, ...(ownImage ? {} : { images: twitterDefault }) },
  };
}
