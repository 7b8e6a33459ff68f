// npm run deploy:local: the production setup on this machine, in the foreground.
//   nginx on DEPLOY_PORT (8080, HTTP) and DEPLOY_TLS_PORT (8443, HTTPS with HTTP/2; 0 for none)
//   -> DEPLOY_INSTANCES (2) Next.js instances on free ports, from this checkout's build
//   -> Redis (REDIS_URL, or a local redis-server) and Postgres (DATABASE_URL, or a local one whose data stays in
//   DEPLOY_DATA_DIR).
// SIGHUP (or deploy/rolling-restart) = rolling update, one instance at a time.
// Ctrl-C or SIGTERM (to this process or its group) = everything stops; nothing is left running.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { finishBuild } from '../build/finish-build.mjs';
import { Instances } from './instances.mjs';
import { stopLeftovers } from './leftovers.mjs';
import { brotliAvailable, nginxWorkerUser, renderNginxConfig, renderNginxSite } from './nginx-config.mjs';
import { nginxHasHttp2Directive, tlsCertificate, tlsServerLines } from './tls.mjs';
import { deadline, ensurePackages, postgresBin, startPostgres, startRedis, waitForPort } from './services.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.DEPLOY_PORT || 8080);
const TLS_PORT = Number(process.env.DEPLOY_TLS_PORT ?? 8443);
const COUNT = Math.max(1, Number(process.env.DEPLOY_INSTANCES || 2));
const RUN_DIR = path.resolve(process.env.DEPLOY_RUN_DIR || path.join(tmpdir(), `mhv-deploy-${PORT}`));
const DATA_DIR = path.resolve(ROOT, process.env.DEPLOY_DATA_DIR || 'data/deploy');
const NGINX = '/usr/sbin/nginx';

const log = (message) => console.log(`deploy: ${message}`);
const children = new Set();

/** Every child runs in its own process group, so this process decides the order in which they stop. */
function spawnChild(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

const present = (file) => () => existsSync(file);
const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
ensurePackages(
  [
    { pkg: 'nginx', present: present(NGINX) },
    { pkg: 'libnginx-mod-http-brotli-filter', present: brotliAvailable },
    { pkg: 'libnginx-mod-http-brotli-static', present: brotliAvailable },
    ...(process.env.REDIS_URL ? [] : [{ pkg: 'redis-server', present: () => onPath('redis-server') }]),
    ...(process.env.DATABASE_URL ? [] : [{ pkg: 'postgresql', present: () => postgresBin() !== null }]),
    ...(TLS_PORT && !process.env.DEPLOY_TLS_CERT ? [{ pkg: 'openssl', present: () => onPath('openssl') }] : []),
  ],
  log,
);

if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
  log('no build yet: running next build');
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
log(await finishBuild(ROOT));

try {
  await stopLeftovers(RUN_DIR, log);
} catch (error) {
  console.error(`deploy: ${error.message}`);
  process.exit(1);
}
rmSync(RUN_DIR, { recursive: true, force: true });
mkdirSync(RUN_DIR, { recursive: true, mode: 0o755 });
writeFileSync(path.join(RUN_DIR, 'launcher.pid'), String(process.pid));

let nginx = null;
let instances = null;
let stopping = null;
let postgresPort = null;

function writeState() {
  const state = {
    pid: process.pid,
    url: `http://127.0.0.1:${PORT}`,
    nginxPid: nginx?.pid ?? null,
    // The local Postgres' port (its password is in DEPLOY_DATA_DIR), for the tools that read the order book.
    postgresPort,
    rolling: Boolean(instances?.rolling),
    instances: (instances?.list ?? []).map(({ name, port, state: s, child }) => ({
      name,
      port,
      state: s,
      pid: child?.pid ?? null,
    })),
    children: [...children].map((child) => child.pid),
  };
  // Written aside and renamed, so a reader never sees half a file.
  writeFileSync(path.join(RUN_DIR, 'state.json.tmp'), JSON.stringify(state, null, 2));
  renameSync(path.join(RUN_DIR, 'state.json.tmp'), path.join(RUN_DIR, 'state.json'));
}

async function stopEverything(reason) {
  if (stopping) return stopping;
  stopping = (async () => {
    log(`stopping (${reason})`);
    if (instances) instances.stopping = true;
    // nginx finishes the requests it is serving (SIGQUIT) while the instances finish theirs (SIGTERM).
    const waits = [...children].map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve),
        ),
    );
    if (nginx && nginx.exitCode === null) nginx.kill('SIGQUIT');
    await instances?.stopAll();
    // Then the shared parts: Redis, and Postgres with a fast shutdown (SIGINT) that still checkpoints.
    for (const child of children) child.kill(child.spawnargs[0].endsWith('postgres') ? 'SIGINT' : 'SIGTERM');
    if ((await Promise.race([Promise.all(waits), deadline(15_000, 'timeout')])) === 'timeout') {
      for (const child of children) {
        log(`${child.spawnargs[0]} (pid ${child.pid}) did not stop: killing it`);
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }
    }
    rmSync(path.join(RUN_DIR, 'launcher.pid'), { force: true });
    writeState();
    log('stopped');
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => stopEverything(signal).then(() => process.exit(0)));
process.on('SIGHUP', () => {
  if (!instances || stopping) return;
  log('SIGHUP: rolling update');
  instances.rollingRestart().catch((error) => log(`rolling update failed: ${error.message}`));
});
// Last resort if this process dies of an error: no child may outlive it.
process.on('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
});

try {
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) redisUrl = (await startRedis(spawnChild)).url;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    databaseUrl = (await startPostgres(spawnChild, { dataDir: DATA_DIR, runDir: RUN_DIR, log })).url;
    postgresPort = Number(new URL(databaseUrl).port);
  }

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    TRUST_PROXY: '1',
    REDIS_URL: redisUrl,
    DATABASE_URL: databaseUrl,
  };
  instances = new Instances({ count: COUNT, env, spawnChild, log, onChange: writeState });
  await instances.start();

  const conf = path.join(RUN_DIR, 'nginx.conf');
  const tls = TLS_PORT
    ? tlsServerLines({
        listen: `127.0.0.1:${TLS_PORT}`,
        ...tlsCertificate(RUN_DIR, log),
        http2Directive: nginxHasHttp2Directive(NGINX),
      })
    : undefined;
  writeFileSync(
    conf,
    renderNginxConfig({
      runDir: RUN_DIR,
      user: nginxWorkerUser(ROOT),
      site: renderNginxSite({
        root: ROOT,
        instances: instances.list,
        listen: [`127.0.0.1:${PORT}`],
        tls,
        cacheDir: path.join(RUN_DIR, 'cache'),
        accessLog: path.join(RUN_DIR, 'access.log'),
      }),
    }),
  );
  const check = spawnSync(NGINX, ['-t', '-q', '-p', RUN_DIR, '-e', 'stderr', '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected ${conf}:\n${check.stderr}`);
  nginx = spawnChild('nginx', NGINX, ['-p', RUN_DIR, '-e', 'stderr', '-c', conf, '-g', 'daemon off;']);
  nginx.once(
    'exit',
    (code) => !stopping && stopEverything(`nginx exited with code ${code}`).then(() => process.exit(1)),
  );
  await waitForPort(PORT, nginx, 'nginx');
  if (TLS_PORT) await waitForPort(TLS_PORT, nginx, 'nginx (HTTPS)');
  writeState();

  log(
    `ready on http://127.0.0.1:${PORT}${TLS_PORT ? ` and https://127.0.0.1:${TLS_PORT}` : ''} (${instances.list.map(({ name, port }) => `${name} :${port}`).join(', ')}; Redis ${process.env.REDIS_URL ? 'from REDIS_URL' : 'local'}; Postgres ${process.env.DATABASE_URL ? 'from DATABASE_URL' : `local, data in ${DATA_DIR}`})`,
  );
  log(`rolling update: kill -HUP ${process.pid} (or deploy/rolling-restart); stop: Ctrl-C`);
} catch (error) {
  console.error(`deploy: ${error.stack ?? error}`);
  await stopEverything('start-up failed');
  process.exit(1);
}
