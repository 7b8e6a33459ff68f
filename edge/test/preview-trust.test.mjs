// npm run preview:edge with the usual local Postgres: a DATABASE_URL without a password, the server trusting
// connections from this machine. The Worker must start and reach the order book. Run by npm run test:edge after its
// build (node --test edge/test/preview-trust.test.mjs reuses the Worker in .open-next/).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ensurePackages, freePort, postgresBin, sleep, startPostgres, startRedis } from '../../deploy/services.mjs';
import { hyperdriveConnection } from '../worker-settings.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children = [];
let dataDir;
let databaseUrl;
let redisUrl;

function spawnChild(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'ignore', detached: true, ...options });
  children.push(child);
  return child;
}

function stopAll() {
  const exits = children
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Postgres' fast shutdown is SIGINT; preview:edge stops wrangler and its Redis on SIGTERM.
      process.kill(-child.pid, child.spawnargs[0].endsWith('postgres') ? 'SIGINT' : 'SIGTERM');
      return exited;
    });
  return Promise.race([Promise.all(exits), sleep(15_000)]);
}

/** What preview:edge said, then wrangler's first error or else the last lines (a stopping wrangler says much). */
function excerpt(output) {
  const said = output.split('\n').filter((line) => line.includes('preview:edge'));
  const error = output.indexOf('ERROR');
  return [...said, '…', error >= 0 ? output.slice(error, error + 1500) : output.slice(-1500)].join('\n');
}

/** npm run preview:edge on a free port with `env`; resolves with its origin once it says the Worker answers. */
async function startPreview(env) {
  const port = await freePort();
  const child = spawnChild('preview', process.execPath, ['edge/preview.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, REDIS_URL: redisUrl, EDGE_PORT: String(port), ...env },
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk;
      if (output.includes('the Worker answers on')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`preview:edge stopped (${code}):\n${excerpt(output)}`)));
    const late = () => reject(new Error(`preview:edge did not start within 4 minutes:\n${excerpt(output)}`));
    setTimeout(late, 240_000).unref();
  });
  return { origin: `http://127.0.0.1:${port}`, output: () => output };
}

before(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mhv-edge-trust-'));
  const log = (message) => console.log(`preview-trust: ${message}`);
  const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
  ensurePackages(
    [
      { pkg: 'postgresql', present: () => postgresBin() !== null },
      { pkg: 'redis-server', present: () => onPath('redis-server') },
    ],
    log,
  );
  ({ url: redisUrl } = await startRedis(spawnChild));
  ({ url: databaseUrl } = await startPostgres(spawnChild, { dataDir, runDir: dataDir, log, trust: true }));
});

after(async () => {
  await stopAll();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a DATABASE_URL without a password: the Worker starts and answers from the order book', async () => {
  assert.equal(new URL(databaseUrl).password, '', 'the local Postgres is reached without a password');
  const preview = await startPreview({ DATABASE_URL: databaseUrl, PGPASSWORD: '' });
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
