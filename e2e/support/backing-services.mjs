// The real parts the staff console's e2e tests share besides PGlite: a Postgres and a Redis, started for the run
// with deploy/'s own starters (Debian's packages, installed with apt when missing and running as root), their output
// in the run's log folder, stopped and deleted afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deadline, ensurePackages, postgresBin, startPostgres, startRedis } from '../../deploy/services.mjs';

const log = (message) => console.log(`e2e: ${message}`);
const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** @param {string} logDir */
export async function startBackingServices(logDir) {
  ensurePackages(
    [
      { pkg: 'postgresql', present: () => postgresBin() !== null },
      { pkg: 'redis-server', present: () => onPath('redis-server') },
    ],
    log,
  );
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  const spawnChild = (name, command, args, options = {}) => {
    const out = createWriteStream(path.join(logDir, `${name}.log`));
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    children.push(child);
    return child;
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mhv-e2e-pg-'));
  const stop = async () => {
    const exits = children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => child.once('exit', resolve)),
    );
    // Postgres' fast shutdown (SIGINT) ends its sessions at once; Redis keeps nothing.
    for (const child of children) child.kill(child.spawnargs[0].endsWith('postgres') ? 'SIGINT' : 'SIGTERM');
    await Promise.race([Promise.all(exits), deadline(15_000)]);
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const redis = await startRedis(spawnChild);
    const postgres = await startPostgres(spawnChild, { dataDir, runDir: dataDir, log });
    return { databaseUrl: postgres.url, redisUrl: redis.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
