// eslint-disable-next-line @typescript-eslint/no-require-imports -- next.config.js is CommonJS
const { securityHeaders } = require('./lib/security/headers.js');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and a data-directory loader that break when bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'firebase-admin'],
  // Lets the e2e suite build into its own folder, so it never fights a dev server over `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // CSP and friends on every response (lib/security/headers.js).
  headers: async () => securityHeaders(),
};

module.exports = nextConfig;
