/** @jest-environment node */
import { closeDatabase, getDatabase } from '@/lib/server/db/connection';
import { checkDatabase, type DatabaseHealth } from '@/lib/server/health/database-health';
import { instanceHealth } from '@/lib/server/health/instance-health';
import { freshDataDir } from '../support/order-backends';

// What /api/health says, as the load balancer and the operator read it. How each database answers the check itself
// is tested on PGlite and Postgres with the order book (tests/shop/orders-book.test.ts); here the real embedded
// database answers first, then a database that fails or hangs.

jest.mock('@/lib/server/health/database-health', () => {
  const actual = jest.requireActual('@/lib/server/health/database-health');
  return { checkDatabase: jest.fn(actual.checkDatabase) };
});
const mockedCheck = jest.mocked(checkDatabase);
const realCheck = jest.requireActual('@/lib/server/health/database-health')
  .checkDatabase as () => Promise<DatabaseHealth>;

// Opening the embedded database (WebAssembly) takes seconds on a busy two-core machine.
jest.setTimeout(60_000);

const saved = { ...process.env };
beforeAll(async () => {
  // A copy of the migrated template: what is checked here is the health of an open database, not its migrations
  // (tests/support/global-setup.ts; migrating from empty would take seconds more).
  process.env.DATA_DIR = freshDataDir();
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  // A running instance opens its database at start (lib/ops/order-services.ts), before the load balancer asks.
  await getDatabase();
});
afterEach(() => mockedCheck.mockImplementation(realCheck));
afterAll(async () => {
  await closeDatabase();
  process.env = { ...saved };
});

test('without DATABASE_URL the embedded database is reported, healthy and named as such', async () => {
  const health = await instanceHealth();
  expect(health.status).toBe('ok');
  expect(health.database).toMatchObject({ ok: true, kind: 'pglite' });
  expect(health.database.note).toMatch(/DATABASE_URL is not set/);
  expect(health.redis).toMatchObject({ ok: true, kind: 'memory' });
  expect(health.instance).toMatch(/:\d+$/);
});

test('a database that does not answer makes the instance unavailable, with the reason', async () => {
  mockedCheck.mockResolvedValue({ ok: false, kind: 'postgres', error: 'connect ECONNREFUSED 127.0.0.1:5432' });
  const health = await instanceHealth();
  expect(health.status).toBe('unavailable');
  expect(health.database).toEqual({ ok: false, kind: 'postgres', error: 'connect ECONNREFUSED 127.0.0.1:5432' });
  expect(health.redis.ok).toBe(true);
});

test('a database that hangs is reported unavailable at the check deadline, not waited on', async () => {
  mockedCheck.mockImplementation(() => new Promise(() => undefined));
  const health = await instanceHealth();
  expect(health.status).toBe('unavailable');
  expect(health.database.error).toMatch(/^database: no answer within \d+ ms$/);
});
