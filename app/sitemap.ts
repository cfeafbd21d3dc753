import type { MetadataRoute } from 'next';
import { sections, siteConfig } from '@/lib/config/site';
import { getSitemapEntries } from '@/lib/queries/sitemap';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = (path: string) => `${siteConfig.url}${path}`;
  const { home, sections: dates, listPages, tierlists, changelog, details } = await getSitemapEntries();
  return [
    { url: url('/'), lastModified: home, changeFrequency: 'daily', priority: 1 },
    ...sections.map((s) => ({
      url: url(s.href),
      lastModified: dates[s.href],
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
    ...listPages.map((p) => ({
      url: url(p.path),
      lastModified: p.lastModified,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
    // The first mode's tier list is /tierlist itself, a section above.
    ...tierlists
      .filter((t) => t.path !== '/tierlist')
      .map((t) => ({
        url: url(t.path),
        lastModified: t.lastModified,
        changeFrequency: 'weekly' as const,
        priority: 0.8,
      })),
    { url: url('/changelog'), lastModified: changelog, changeFrequency: 'daily', priority: 0.5 },
    // The API reference has no content date: it changes with the code, so it names none.
    { url: url('/api'), changeFrequency: 'monthly', priority: 0.3 },
    ...details.map((d) => ({ url: url(d.path), lastModified: d.lastModified })),
  ];
}
