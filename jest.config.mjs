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

// PGlite's CommonJS bundle goes through tests/support/dynamic-import-transform.cjs (see there why). next/jest lets
// a config only add to its ignore list, so the one package is let through after it has built the config.
const PGLITE = '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$';

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transform: { [PGLITE]: '<rootDir>/tests/support/dynamic-import-transform.cjs', ...resolved.transform },
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) => {
      if (pattern === '/node_modules/') return '/node_modules/(?!@electric-sql/pglite/dist/)';
      // next/jest's own exception list for the packages it transpiles: PGlite's bundle joins it.
      return pattern.startsWith('/node_modules/(?!.pnpm)(?!(')
        ? pattern.replace('(?!(', '(?!(@electric-sql/pglite/dist|')
        : pattern;
    }),
  };
}
