import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The real package throws outside a React Server Components build; in unit tests it is a no-op.
    '^server-only$': '<rootDir>/tests/support/server-only.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
};

export default createJestConfig(config);
