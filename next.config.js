/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and a data-directory loader that break when bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'firebase-admin'],
  // Lets the e2e suite build into its own folder, so it never fights a dev server over `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
};

// ── More than one server (README: "Running more than one server"; owned with cache-handlers/) ──
// With REDIS_URL, Next's incremental cache (prerendered pages) and the 'use cache' entries live in
// Redis, so every server shares them and a tag expired through one server is expired for all.
if (process.env.REDIS_URL) {
  const useCache = require.resolve('./cache-handlers/use-cache.mjs');
  nextConfig.cacheHandler = require.resolve('./cache-handlers/incremental.mjs');
  nextConfig.cacheHandlers = { default: useCache, remote: useCache };
  // Entries live in Redis; an in-process copy would not see another server's writes.
  nextConfig.cacheMaxMemorySize = 0;
}

module.exports = nextConfig;
