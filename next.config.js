/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and a data directory loader that break when bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'firebase-admin'],
  poweredByHeader: false,
  reactStrictMode: true,
};

module.exports = nextConfig;
