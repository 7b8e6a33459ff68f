// npm run preview:edge: the Worker that npm run build:edge made, served by workerd (wrangler dev, no account, no
// network) on EDGE_PORT (8787). The Worker gets the settings of this process's environment under the names `npm start`
// reads; without DATABASE_URL (or REDIS_URL) it starts a local Postgres (or Redis) itself, as deploy:local does, and
// applies the migrations first, as a deployment to Cloudflare does. Its page cache (wrangler's local R2 and D1, in a
// new temporary folder each run) is filled as a deploy fills it. The Cron Trigger's rounds run every minute.
// Ctrl-C or SIGTERM stops everything it started.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePackages, freePort, postgresBin, startPostgres, startRedis, waitForPort } from '../deploy/services.mjs';
import { edgeNode, WRANGLER_JS } from './edge-node.mjs';
import { hyperdriveConnection, WORKER_SETTINGS } from './worker-settings.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.EDGE_PORT || 8787);
const DATA_DIR = path.resolve(ROOT, process.env.EDGE_DATA_DIR || 'data/edge');
// How often the Cron Trigger's rounds run here: a minute, as wrangler.jsonc says for production.
const CRON_EVERY_MS = Number(process.env.EDGE_CRON_EVERY_MS || 60_000);
const log = (message) => console.log(`preview:edge: ${message}`);
const children = new Set();

function spawnChild(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    ...options,
  });
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      log(`${name} stopped (${signal ?? code}); stopping the rest`);
      stop(1);
    }
  });
  return child;
}

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) stop(result.status ?? 1);
}

if (!existsSync(path.join(ROOT, '.open-next/worker.js'))) {
  log('no Worker built yet: running npm run build:edge');
  run(process.execPath, [path.join(ROOT, 'edge/build.mjs')], process.env);
}

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
ensurePackages(
  [
    ...(process.env.REDIS_URL ? [] : [{ pkg: 'redis-server', present: () => onPath('redis-server') }]),
    ...(process.env.DATABASE_URL ? [] : [{ pkg: 'postgresql', present: () => postgresBin() !== null }]),
  ],
  log,
);
const runDir = mkdtempSync(path.join(tmpdir(), 'mhv-edge-'));
const settings = { ...process.env };
settings.REDIS_URL ||= (await startRedis(spawnChild)).url;
settings.DATABASE_URL ||= (await startPostgres(spawnChild, { dataDir: DATA_DIR, runDir, log })).url;
let hyperdrive;
try {
  hyperdrive = hyperdriveConnection(settings.DATABASE_URL);
} catch (error) {
  log(error.message);
  stop(1);
}
run('npm', ['run', '--silent', 'db:migrate'], settings);
// What a deploy does to the page cache (edge/cache-tags.mjs), on wrangler's local R2 and D1 in this run's folder, as
// new as the run: the build's pages stored, the catalogue's pages marked to be rendered again from the database.
const state = path.join(runDir, 'state');
const wranglerNode = edgeNode();
run(wranglerNode, [path.join(ROOT, 'edge/populate-local.mjs'), state], settings);

// The Worker's variables: its settings from this environment, in a file only this user can read (wrangler's own
// .dev.vars, if any, still applies; these come after it).
const varsFile = path.join(runDir, 'worker.env');
const given = WORKER_SETTINGS.filter((name) => settings[name]);
writeFileSync(varsFile, given.map((name) => `${name}=${JSON.stringify(settings[name])}\n`).join(''), { mode: 0o600 });
log(`settings handed to the Worker: ${given.join(', ')}`);

const inspectorPort = process.env.EDGE_INSPECTOR_PORT || (await freePort());

/** wrangler dev on the run's folder; resolves once the Worker answers /home, with the time that took. */
async function serveWorker() {
  const wrangler = spawnChild(
    'wrangler',
    wranglerNode,
    [
      WRANGLER_JS,
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--env-file',
      varsFile,
      // Its own debugging port, so that two previews (two isolates, in the tests) can run side by side; name one
      // (EDGE_INSPECTOR_PORT) to reach the Worker from DevTools.
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      state,
      '--test-scheduled',
      '--show-interactive-dev-session=false',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        // The HYPERDRIVE binding of wrangler.jsonc, pointed at this Postgres.
        CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: hyperdrive.connectionString,
      },
    },
  );
  // wrangler listens at once, then bundles the Worker (seconds, for what Cloudflare receives already bundled) and
  // starts workerd with it, holding requests meanwhile; it says 'Ready on' once workerd runs the Worker. From then
  // to the first page is the Worker's own cold start: loading its code and answering a first request.
  const ready = new Promise((resolve) => {
    let said = '';
    const relay = (to) => (chunk) => {
      to.write(chunk);
      if (said.length < 100_000) said += chunk;
      if (said.includes('Ready on http')) resolve(Date.now());
    };
    wrangler.stdout.on('data', relay(process.stdout));
    wrangler.stderr.on('data', relay(process.stderr));
  });
  await waitForPort(PORT, wrangler, 'wrangler dev', 120_000);
  const listening = Date.now();
  for (const deadline = listening + 120_000; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const status = await fetch(`http://127.0.0.1:${PORT}/home`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      log(`the Worker did not answer /home within 120 s (last status ${status})`);
      stop(1);
    }
  }
  const answered = Date.now();
  // A Worker answering before wrangler said so (an older wrangler's wording): counted from listening.
  const since = await Promise.race([ready, new Promise((resolve) => setTimeout(() => resolve(listening), 2000))]);
  return { wrangler, coldStartMs: answered - Math.min(since, answered) };
}

let served = await serveWorker();
log(`the Worker answers on http://localhost:${PORT} (cold start: /home in ${served.coldStartMs} ms)`);
// The first /home after a deploy is rendered from the database (edge/cache-tags.mjs) and stored. A Worker started
// after that, as Cloudflare starts one wherever and whenever traffic needs it, finds it stored: EDGE_RESTART=1 starts
// workerd once more on the same page cache and says how soon that one answered (npm run bench).
if (process.env.EDGE_RESTART === '1') {
  // Its exit is expected: not a reason to stop the rest.
  served.wrangler.removeAllListeners('exit');
  children.delete(served.wrangler);
  const exited = new Promise((resolve) => served.wrangler.once('exit', resolve));
  process.kill(-served.wrangler.pid, 'SIGTERM');
  await exited;
  served = await serveWorker();
  log(`a new Worker on the filled cache answers (cold start with /home stored: ${served.coldStartMs} ms)`);
}
// /home needs no database: ask the health check, so that a Postgres the Worker cannot sign in to is said at once.
const health = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
  (response) => response.json(),
  () => null,
);
if (health?.database && !health.database.ok) {
  const { username, hostname } = new URL(hyperdrive.connectionString);
  const change = hyperdrive.placeholder
    ? `. DATABASE_URL has no password: add it, or let Postgres trust ${username} from ${hostname} (pg_hba.conf, "host … trust")`
    : '';
  log(`the Worker cannot use the database (${health.database.error})${change}`);
}

// What the Cron Trigger does in production; wrangler dev only runs it when asked.
setInterval(() => {
  fetch(`http://127.0.0.1:${PORT}/__scheduled?cron=${encodeURIComponent('* * * * *')}`).catch((error) =>
    log(`the scheduled rounds could not be started: ${error.message}`),
  );
}, CRON_EVERY_MS).unref();
