// npm run test:deploy, beside the deployment: the build it runs (the e2e build in `npm test`, made with a Paystack
// public key) started as `npm start` with neither that key nor the secret key in its environment. server.mjs sees no
// key then, and lets Next load; only the Node start-up hook (lib/ops/node-server.ts) sees the key the build wrote into
// the site, and it must stop the server before it serves anything: one line on stderr, exit code 1.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { e2eEnv } from '../../e2e/support/e2e-env.mjs';
import { UNVERIFIED_PAYMENTS_REFUSAL } from '../../lib/paystack/unverified-payments.mjs';
import { ROOT } from './harness.mjs';

const scratch = mkdtempSync(path.join(tmpdir(), 'mhv-payment-settings-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Whether the e2e build's public key is in the code the build sends to browsers. */
function builtWithE2eKey() {
  const key = e2eEnv('').NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY;
  const chunks = path.join(ROOT, '.next', 'static', 'chunks');
  if (!existsSync(chunks)) return false;
  return readdirSync(chunks, { recursive: true }).some(
    (name) => String(name).endsWith('.js') && readFileSync(path.join(chunks, String(name)), 'utf8').includes(key),
  );
}

/** `npm start -- -p 0` until it exits, or until it is ready (then stopped): its exit code and what it printed. */
function start(env) {
  const child = spawn(process.execPath, ['--', 'server.mjs', '-p', '0', '-H', '127.0.0.1'], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    if (stdout.includes('> Ready on')) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

test('a build made with a Paystack public key does not start without the secret key', async () => {
  assert.ok(builtWithE2eKey(), 'this test runs the e2e build, made with its Paystack public key (npm test makes it)');
  const env = { ...process.env, DATA_DIR: path.join(scratch, 'data') };
  for (const name of [
    'NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY',
    'PAYSTACK_SECRET_KEY',
    'ALLOW_UNVERIFIED_PAYMENTS',
    'ENV_FILE',
  ])
    delete env[name];
  delete env.NODE_ENV;

  const refused = await start(env);
  assert.deepEqual([refused.code, refused.stderr], [1, `${UNVERIFIED_PAYMENTS_REFUSAL}\n`], refused.stdout);
  assert.doesNotMatch(refused.stdout, /Ready on/);

  // The owner's choice keeps the shop as it was: the same build starts.
  const allowed = await start({ ...env, ALLOW_UNVERIFIED_PAYMENTS: '1' });
  assert.match(allowed.stdout, /> Ready on/, allowed.stderr);
});
