/** @jest-environment node */
import net from 'node:net';
import { checkDatabase } from '@/lib/db/health';
import { instanceHealth } from '@/lib/deploy/instance-health';

// What /api/health says about the order database, as the load balancer and the operator read it.

function listen(): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => socket.end());
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

test('without DATABASE_URL the embedded database is reported, healthy and named as such', async () => {
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  expect(await checkDatabase()).toEqual({ ok: true, kind: 'pglite' });
  const health = await instanceHealth();
  expect(health.status).toBe('ok');
  expect(health.database.note).toMatch(/DATABASE_URL is not set/);
  expect(health.redis).toMatchObject({ ok: true, kind: 'memory' });
});

test('a Postgres that accepts connections is healthy; one that does not is reported with the reason', async () => {
  const server = await listen();
  process.env.DATABASE_URL = `postgres://mhv:secret@127.0.0.1:${server.port}/mhv`;
  expect(await checkDatabase()).toEqual({ ok: true, kind: 'postgres' });
  await server.close();
  const down = await checkDatabase();
  expect(down).toMatchObject({ ok: false, kind: 'postgres' });
  expect(down.error).toMatch(String(server.port));
  expect(down.error).not.toMatch('secret');
  expect((await instanceHealth()).status).toBe('unavailable');
});

test('a DATABASE_URL that is not a URL is unhealthy, not a crash', async () => {
  process.env.DATABASE_URL = 'not a url';
  expect(await checkDatabase()).toEqual({ ok: false, kind: 'postgres', error: 'DATABASE_URL is not a valid URL' });
});
