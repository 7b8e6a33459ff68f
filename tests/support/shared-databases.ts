// What tests/support/global-setup.ts hands the Jest workers: the variables it sets, and the template's name.
export const SHARED = {
  /** A migrated PGlite data folder (its `pglite` folder), copied for each test's order book. */
  pgliteTemplate: 'TEST_PGLITE_TEMPLATE',
  /** The Postgres server every test file shares. */
  postgresUrl: 'TEST_POSTGRES_URL',
  /** Why there is none (no Postgres installed and no way to install it). */
  postgresMissing: 'TEST_POSTGRES_MISSING',
} as const;

/** The migrated database each test's Postgres database is created from. */
export const POSTGRES_TEMPLATE = 'mhv_template';
