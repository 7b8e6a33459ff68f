// npm run preview:edge with the usual local Postgres: a DATABASE_URL without a password, the server trusting
// connections from this machine. The Worker must start and reach the order book. Run by npm run test:edge after its
// build (node --test edge/test/preview-trust.test.mjs reuses the Worker in .open-next/).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hyperdriveConnection } from '../worker-settings.mjs';
import { previewHarness } from './preview-harness.mjs';

let harness;

before(async () => {
  harness = await previewHarness('preview-trust');
});

after(() => harness?.stopAll());

test('a DATABASE_URL without a password: the Worker starts and answers from the order book', async () => {
  assert.equal(new URL(harness.databaseUrl).password, '', 'the local Postgres is reached without a password');
  const preview = await harness.startPreview({ PGPASSWORD: '' });
  const response = await fetch(`${preview.origin}/api/health`);
  const health = await response.json();
  assert.deepEqual(health.database, { ok: true, kind: 'postgres' }, preview.output());
  assert.equal(response.status, 200);
  assert.doesNotMatch(preview.output(), /cannot use the database/);
});

test('a DATABASE_URL workerd cannot use is refused in one line that says what to change', () => {
  assert.throws(() => hyperdriveConnection('postgres:///mhv?host=/var/run/postgresql'), {
    message: /over TCP only: give DATABASE_URL a host and port \(postgres:\/\/USER@127\.0\.0\.1:5432\/DB\)/,
  });
});
