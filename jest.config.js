const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/\\.next', '<rootDir>/\\.data/'],
  modulePathIgnorePatterns: ['<rootDir>/\\.next', '<rootDir>/\\.data/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/jest.server-only.js' },
  testTimeout: 60000,
};

module.exports = createJestConfig(config);
