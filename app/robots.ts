import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    // No Host line: it takes a bare host name, and the canonical links already name the site.
    sitemap: `${siteConfig.url}/sitemap.xml`,
  };
}
