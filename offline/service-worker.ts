/// <reference lib="webworker" />
import { defaultCache } from '@serwist/next/worker';
import {
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from 'serwist';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    // Filled in at build by `serwist build` (serwist.config.mjs): the offline page and the icons.
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/** Pages read in the last month stay readable offline: up to this many, the least recent go first. */
const VISITED_PAGES = 200;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    // Pages and the search index always come from the network while it answers, so a write is
    // seen at once online; the copy kept from the last visit is served only when it does not.
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: 'pages',
        plugins: [new ExpirationPlugin({ maxEntries: VISITED_PAGES, maxAgeSeconds: 30 * 24 * 3600 })],
      }),
    },
    {
      // The index, and the relation lists a question loads: both answer offline once fetched.
      matcher: ({ url, sameOrigin }) =>
        sameOrigin &&
        (/^(?:\/[a-z]{2})?\/search-index\.json$/.test(url.pathname) ||
          url.pathname.startsWith('/search-relations/')),
      handler: new NetworkFirst({ cacheName: 'search-index' }),
    },
    {
      // The public half of "Changes for you" (each language's): the page works offline from the last copy.
      matcher: ({ url, sameOrigin }) => sameOrigin && /^(?:\/[a-z]{2})?\/changes\.json$/.test(url.pathname),
      handler: new NetworkFirst({ cacheName: 'changes' }),
    },
    ...defaultCache,
  ],
  // A page never visited, offline: the offline page instead of the browser's error.
  fallbacks: {
    entries: [{ url: '/offline', matcher: ({ request }) => request.destination === 'document' }],
  },
});

serwist.addEventListeners();
