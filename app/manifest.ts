import type { MetadataRoute } from 'next';
import { siteWords } from '@/lib/seo/site-words';
import { siteConfig } from '@/lib/config/site';

/** The web app manifest: the site installs as an app that opens on the character list. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteConfig.name,
    short_name: 'Lanternfall',
    description: siteWords('en').description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#212529',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Your roster', url: '/roster' },
      { name: 'Characters', url: '/chars' },
    ],
  };
}
