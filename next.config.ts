import type { NextConfig } from 'next';
import { iconSpriteHref } from './lib/config/icon-names';
import { surrogateKeyHeaders } from './lib/kinds/surrogate-keys';
import { securityHeaders } from './lib/security/headers.mjs';

const nextConfig: NextConfig = {
  // Pages are static: prerendered from cached, tagged reads ('use cache' in lib/queries) and
  // expired by tag when a write touches them.
  cacheComponents: true,
  // Off, so a detail page not prerendered at build (an id added later, or an unknown one) renders
  // whole on its first request, answering 404 when there is no such entity, instead of a 200
  // fallback shell that streams the not-found page in.
  partialPrefetching: false,
  cacheLife: {
    // Game data changes only through writes, which expire it by tag at once; the times only bound
    // how long a shared cache that never hears of a write may keep a page.
    content: { stale: 300, revalidate: 3600, expire: 86400 },
    // Pages that group events by the clock (open, upcoming, past) are rebuilt every few minutes.
    timely: { stale: 60, revalidate: 300, expire: 3600 },
    // A shared team's page (/teams/{code}): any visitor can make up new codes, so each is kept
    // only a few hours after its last use instead of for as long as the content stays unchanged.
    shared: { stale: 300, revalidate: 1800, expire: 14400 },
  },
  // PGlite ships WASM and a data-directory loader that break when bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'firebase-admin'],
  // Lets the e2e suite build into its own folder, so it never fights a dev server over `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // server.mjs compresses responses itself, after it has moved the framework's scripts behind the
  // first paint (lib/serving/defer-scripts.mjs); Next's compression would run before that rewrite.
  compress: false,
  // Next would hash the whole page for an ETag on every response it sends, cached or not, a cost
  // paid again by each answer; validators come from the edge instead: the shipped proxy gives each
  // page it stores an ETag and answers If-None-Match with 304 (ops/varnish).
  generateEtags: false,
  // app/bootstrap.scss compiles Bootstrap from its Sass sources (the parts the site uses); its
  // own deprecation notices (@import, global functions) are Bootstrap's to fix, not ours.
  sassOptions: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions'] },
  reactStrictMode: true,
  // The icon sprite's versioned URL, written into the code as a string at build: computed from the
  // icon list, which would otherwise ship in every page's scripts (components/common/icon.tsx).
  env: { LF_ICON_SPRITE_HREF: iconSpriteHref },
  // CSP and friends on every response (lib/security/headers.mjs); pages also name the cache tags
  // they read, so a proxy cache can purge exactly what a write touches.
  headers: async () => [...securityHeaders(), ...surrogateKeyHeaders()],
};

// ── More than one server (docs/operations.md, "Running more than one server"; owned with cache-handlers/) ──
// With REDIS_URL, Next's incremental cache (prerendered pages) and the 'use cache' entries live in
// Redis, so every server shares them and a tag expired through one server is expired for all.
// The handlers stay JavaScript: Next imports them by path at run time, without compiling them.
if (process.env.REDIS_URL) {
  const useCache = require.resolve('./cache-handlers/use-cache.mjs');
  nextConfig.cacheHandler = require.resolve('./cache-handlers/incremental.mjs');
  nextConfig.cacheHandlers = { default: useCache, remote: useCache };
  // Entries live in Redis; an in-process copy would not see another server's writes.
  nextConfig.cacheMaxMemorySize = 0;
}

export default nextConfig;
