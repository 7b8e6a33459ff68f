// What the node:test files of npm run test:edge share: a Postgres that trusts local connections and a Redis of their
// own, and npm run preview:edge started on them (reusing the Worker in .open-next/), all stopped afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deadline, ensurePackages, freePort, postgresBin, startPostgres, startRedis } from '../../deploy/services.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What preview:edge said, then wrangler's first error or else the last lines (a stopping wrangler says much). */
function excerpt(output) {
  const said = output.split('\n').filter((line) => line.includes('preview:edge'));
  const error = output.indexOf('ERROR');
  return [...said, '…', error >= 0 ? output.slice(error, error + 1500) : output.slice(-1500)].join('\n');
}

/** Starts the services; `label` names them in the log and in their temporary folder. */
export async function previewHarness(label) {
  const children = [];
  const spawnChild = (name, command, args, options = {}) => {
    const child = spawn(command, args, { stdio: 'ignore', detached: true, ...options });
    children.push(child);
    return child;
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), `mhv-edge-${label}-`));
  const log = (message) => console.log(`${label}: ${message}`);
  const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
  ensurePackages(
    [
      { pkg: 'postgresql', present: () => postgresBin() !== null },
      { pkg: 'redis-server', present: () => onPath('redis-server') },
    ],
    log,
  );
  const { url: redisUrl } = await startRedis(spawnChild);
  const { url: databaseUrl } = await startPostgres(spawnChild, { dataDir, runDir: dataDir, log, trust: true });

  /** Stops `child` (Postgres' fast shutdown is SIGINT; preview:edge stops wrangler and the rest on SIGTERM). */
  function stopChild(child) {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, child.spawnargs[0].endsWith('postgres') ? 'SIGINT' : 'SIGTERM');
    return Promise.race([exited, deadline(15_000)]);
  }

  /** npm run preview:edge on a free port with `env`; resolves once it says the Worker answers. */
  async function startPreview(env = {}) {
    const port = await freePort();
    const child = spawnChild('preview', process.execPath, ['edge/preview.mjs'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, REDIS_URL: redisUrl, DATABASE_URL: databaseUrl, EDGE_PORT: String(port), ...env },
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
    return { origin: `http://127.0.0.1:${port}`, output: () => output, stop: () => stopChild(child) };
  }

  async function stopAll() {
    // The previews first: Postgres waits for their connections to close.
    const previews = children.filter((child) => !child.spawnargs[0].endsWith('postgres'));
    await Promise.all(previews.map(stopChild));
    await Promise.all(children.map(stopChild));
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { databaseUrl, redisUrl, startPreview, stopAll };
}
