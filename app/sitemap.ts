import type { MetadataRoute } from 'next';
import { sections, siteConfig } from '@/lib/config/site';
import { inLocale } from '@/lib/i18n/current';
import { localeHref, siteLocales, type SiteLocale } from '@/lib/i18n/locales';
import { getListPages, getSitemapDates } from '@/lib/queries/sitemap';

type Entry = Omit<MetadataRoute.Sitemap[number], 'url'> & { path: string };

type Dates = Awaited<ReturnType<typeof getSitemapDates>>;

/** One locale's pages, as English paths: a list's page count is the locale's own (its texts' weight). */
async function entries(locale: SiteLocale, dated: Dates): Promise<Entry[]> {
  const { home, sections: dates, tierlists, changelog, details } = dated;
  const listPages = await inLocale(locale, () => getListPages(dates));
  return [
    { path: '/', lastModified: home, changeFrequency: 'daily', priority: 1 },
    ...sections.map((s) => ({
      path: s.href,
      lastModified: dates[s.href],
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
    ...listPages.map((p) => ({
      path: p.path,
      lastModified: p.lastModified,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
    // The first mode's tier list is /tierlist itself, a section above.
    ...tierlists
      .filter((t) => t.path !== '/tierlist')
      .map((t) => ({
        path: t.path,
        lastModified: t.lastModified,
        changeFrequency: 'weekly' as const,
        priority: 0.8,
      })),
    { path: '/changelog', lastModified: changelog, changeFrequency: 'daily', priority: 0.5 },
    // The translations' coverage changes with any text or translation, which no one date records.
    { path: '/translations', changeFrequency: 'weekly', priority: 0.2 },
    // The API reference has no content date: it changes with the code, so it names none.
    { path: '/api', changeFrequency: 'monthly', priority: 0.3 },
    ...details.map((d) => ({ path: d.path, lastModified: d.lastModified })),
  ];
}

/**
 * Every page in every language, each with its alternates in the languages that have the same
 * page (`x-default` the English one): a list's later pages exist where its texts' weight cuts them.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = (path: string) => `${siteConfig.url}${path}`;
  const dated = await getSitemapDates();
  const perLocale = await Promise.all(
    siteLocales.map(async (locale) => [locale, await entries(locale, dated)] as const),
  );
  const has = new Map<string, SiteLocale[]>();
  for (const [locale, list] of perLocale)
    for (const { path } of list) has.set(path, [...(has.get(path) ?? []), locale]);
  return perLocale.flatMap(([locale, list]) =>
    list.map(({ path, ...entry }) => {
      const languages: Record<string, string> = {};
      for (const each of has.get(path)!) languages[each] = url(localeHref(path, each));
      if (languages.en) languages['x-default'] = languages.en;
      return { url: url(localeHref(path, locale)), ...entry, alternates: { languages } };
    }),
  );
}
