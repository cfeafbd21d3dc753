import type { MetadataRoute } from 'next';
import { sections, siteConfig } from '@/lib/config/site';
import { gameModes } from '@/lib/content';
import { getSitemapEntries } from '@/lib/queries/sitemap';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = (path: string) => `${siteConfig.url}${path}`;
  const { home, sections: dates, listPages, characters, gears, events, effects } = await getSitemapEntries();
  const entity = (prefix: string) => (d: { _id: string; verified: { date: string } }) => ({
    url: url(`${prefix}/${d._id}`),
    lastModified: d.verified.date,
  });
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
    ...gameModes.slice(1).map((mode) => ({
      url: url(`/tierlist/${mode}`),
      lastModified: dates['/tierlist'],
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
    ...characters.map(entity('/chars')),
    ...gears.map(entity('/gears')),
    ...events.map(entity('/events')),
    ...effects.map(entity('/effects')),
  ];
}
