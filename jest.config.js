/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS loaded by jest */
const nextJest = require('next/jest').default;

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.data/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/jest.server-only.js',
    '^next/root-params$': '<rootDir>/jest/root-params.js',
  },
  testTimeout: 60000,
};

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transform: {
      '^.+/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/jest/pglite-transform.js',
      ...resolved.transform,
    },
    // PGlite's CommonJS build must pass through the transform above, and the ES-module-only HTML
    // and selector packages under beasties (lib/serving/critical-css.mjs) through Next's, which makes
    // them CommonJS for jest; everything else in node_modules stays as is.
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((/** @type {string} */ pattern) =>
      pattern.replace(
        /^\/node_modules\//,
        '^(?!.*/node_modules/beasties/node_modules/).*/node_modules/(?!@electric-sql/pglite/dist/)',
      ),
    ),
  };
};
