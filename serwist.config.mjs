/**
 * The service worker (offline/service-worker.ts), built after `next build` by `serwist build`
 * (scripts/build.ts runs it) into public/sw.js. Serwist's configurator mode: it reads the Next
 * config (distDir included) and injects the precache manifest. Only the offline page and the
 * icons are precached; pages are kept as they are visited (runtime caching in the worker), so
 * installing the worker downloads next to nothing on a phone.
 */
import { serwist } from '@serwist/next/config';

const revision = process.env.BUILD_ID ?? String(Date.now());

export default await serwist({
  swSrc: 'offline/service-worker.ts',
  swDest: 'public/sw.js',
  precachePrerendered: false,
  globPatterns: ['public/icons/*.png'],
  additionalPrecacheEntries: [{ url: '/offline', revision }],
});
