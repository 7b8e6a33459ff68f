import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Jest's default is one worker fewer than the cores: one on a 2-core machine, where much of a worker's time is
  // spent waiting on a database, a child process or a server of the test's own.
  maxWorkers: 2,
  roots: ['<rootDir>/tests'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  // One Postgres for the run and the migrated templates every test's database is copied from.
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The real package throws outside a React Server Components build; in unit tests it is a no-op.
    '^server-only$': '<rootDir>/tests/support/server-only.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
};

// PGlite's CommonJS bundle goes through tests/support/dynamic-import-transform.cjs (see there why). better-auth and
// the packages it brings ship only ES modules, which Jest's CommonJS runtime cannot load: they are compiled like our
// own code. next/jest lets a config only add to its ignore list, so these are let through after it has built it.
const PGLITE = '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$';
const ESM_ONLY = [
  '@electric-sql/pglite/dist',
  'better-auth',
  '@better-auth',
  'better-call',
  '@better-fetch',
  'jose',
  '@noble',
  'nanostores',
  'defu',
  'rou3',
  'kysely',
].join('|');

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transform: { [PGLITE]: '<rootDir>/tests/support/dynamic-import-transform.cjs', ...resolved.transform },
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) => {
      if (pattern === '/node_modules/') return `/node_modules/(?!${ESM_ONLY})`;
      // next/jest's own exception list for the packages it transpiles: PGlite's bundle joins it.
      return pattern.startsWith('/node_modules/(?!.pnpm)(?!(') ? pattern.replace('(?!(', `(?!(${ESM_ONLY}|`) : pattern;
    }),
  };
}
