import type { MetadataRoute } from 'next';
import { sections, siteConfig } from '@/lib/config/site';
import { ALL } from '@/components/lists/query';
import { find } from '@/lib/data';

// Lists every entity in the store, so it is built per request, never at build time.
export const dynamic = 'force-dynamic';

const projection = { _id: 1, updatedAt: 1, createdAt: 1 } as const;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = (path: string) => `${siteConfig.url}${path}`;
  const [characters, gears, events] = await Promise.all([
    find('characters', { limit: ALL, projection, sort: { _id: 1 } }),
    find('gears', { limit: ALL, projection, sort: { _id: 1 } }),
    find('events', { limit: ALL, projection, sort: { _id: 1 } }),
  ]);
  const entity = (prefix: string) => (d: { _id: string; updatedAt?: string; createdAt?: string }) => ({
    url: url(`${prefix}/${d._id}`),
    lastModified: d.updatedAt ?? d.createdAt,
  });
  return [
    { url: url('/'), changeFrequency: 'daily', priority: 1 },
    ...sections.map((s) => ({ url: url(s.href), changeFrequency: 'weekly' as const, priority: 0.8 })),
    ...characters.map(entity('/chars')),
    ...gears.map(entity('/gears')),
    ...events.map(entity('/events')),
  ];
}
