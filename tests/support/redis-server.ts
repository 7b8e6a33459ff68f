// Starts a throwaway redis-server (Debian's package) on a free port for the tests, and stops it.
// Where none is installed, it installs Debian's package when it can (root on Debian), as e2e/run.mjs
// does for Chromium; where that is impossible, callers skip the Redis tests and say so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/sbin/redis-server', '/usr/local/bin/redis-server'];

function onPath(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const path = found.status === 0 ? found.stdout.trim() : '';
  return path || null;
}

export function findRedisServer(): { path: string | null; note: string } {
  // REDIS_SERVER_PATH picks a binary; pointing it at a missing file shows the skipped report.
  const explicit = process.env.REDIS_SERVER_PATH;
  if (explicit)
    return existsSync(explicit)
      ? { path: explicit, note: `using ${explicit}` }
      : { path: null, note: `REDIS_SERVER_PATH=${explicit} does not exist` };
  const existing = CANDIDATES.find((candidate) => existsSync(candidate)) ?? onPath();
  if (existing) return { path: existing, note: `using ${existing}` };
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const options = { stdio: 'ignore' as const, env, timeout: 240_000 };
    spawnSync('apt-get', ['update', '-qq'], options);
    spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], options);
    const installed = CANDIDATES.find((candidate) => existsSync(candidate)) ?? onPath();
    if (installed) return { path: installed, note: `installed Debian's redis-server: ${installed}` };
    return { path: null, note: 'redis-server is not installed and apt-get could not install it' };
  }
  return {
    path: null,
    note: 'redis-server is not installed (and this is not a root Debian machine that could install it)',
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type RunningRedis = { url: string; port: number; stop: () => Promise<void> };

function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`redis-server exited with code ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`redis-server did not listen on ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** No persistence, loopback only, so nothing outlives the test run. */
export async function startRedis(binary: string): Promise<RunningRedis> {
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForPort(port, child, 10_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
