// Starts a throwaway Postgres (Debian's postgresql package) on a free port for the tests, and stops and deletes it.
// Where none is installed it installs Debian's package when it can (root on Debian), as redis-server.ts does.
// Postgres refuses to run as root, so as root initdb and postgres run as the `postgres` user in a temp dir it owns.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from './redis-server';

const ROOT = '/usr/lib/postgresql';

function newestBinDir(): string | null {
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((name) => existsSync(path.join(ROOT, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(ROOT, versions[0], 'bin') : null;
}

export function findPostgres(): { binDir: string | null; note: string } {
  const existing = newestBinDir();
  if (existing) return { binDir: existing, note: `using ${existing}` };
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    const options = {
      stdio: 'ignore' as const,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: 300_000,
    };
    spawnSync('apt-get', ['update', '-qq'], options);
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], options);
    const installed = newestBinDir();
    if (installed) return { binDir: installed, note: `installed Debian's postgresql: ${installed}` };
    return { binDir: null, note: 'postgresql is not installed and apt-get could not install it' };
  }
  return {
    binDir: null,
    note: 'postgresql is not installed (and this is not a root Debian machine that could install it)',
  };
}

const asRoot = () => process.getuid?.() === 0;

/** The command line, run as the postgres user when we are root. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export type RunningPostgres = {
  url: string;
  port: number;
  /** A fresh empty database on this server, for one suite or one test. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
};

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}`);
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline)
        throw new Error(`postgres was not ready within ${timeoutMs} ms: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function ownedTempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mhv-pg-'));
  if (asRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  return dir;
}

/** Loopback only, trust auth, no fsync unless `durable` (benchmarks): a disposable server that nothing outlives. */
export async function startPostgres(binDir: string, { durable = false } = {}): Promise<RunningPostgres> {
  const dir = ownedTempDir();
  const data = path.join(dir, 'data');
  const [initCmd, initArgs] = asPostgres(path.join(binDir, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8', timeout: 120_000 });
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  const fast = durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
  const settings = ['-c', 'listen_addresses=127.0.0.1', ...fast];
  const [cmd, args] = asPostgres(path.join(binDir, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    ...settings,
  ]);
  const child = spawn(cmd, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilReady(url, child, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    async createDatabase(name) {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`create database "${name.replace(/"/g, '')}"`);
      await client.end();
      return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
    },
    async stop() {
      // pg_ctl's fast shutdown ends open sessions and waits until the server is gone; runuser would not pass a
      // signal on to postgres reliably, and a "smart" shutdown would wait for every client.
      if (child.exitCode === null) {
        const [stopCmd, stopArgs] = asPostgres(path.join(binDir, 'pg_ctl'), [
          'stop',
          '-D',
          data,
          '-m',
          'fast',
          '-w',
          '-t',
          '20',
        ]);
        spawnSync(stopCmd, stopArgs, { stdio: 'ignore', timeout: 30_000 });
      }
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
