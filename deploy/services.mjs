// The parts the instances share, each started as a child process of deploy:local: Debian packages
// installed with apt when missing (root on Debian only), Redis and Postgres.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves with `value` after `ms`, for a race against a wait that should not take longer. Its timer does not keep the
 * process alive: a `sleep` in a race outlives the race, and a test file ended by it waited out the rest (deploy's
 * tests sat idle 57 s after their last one, on a 60 s limit to a stop that took 1 s).
 */
export function deadline(ms, value) {
  return new Promise((resolve) => setTimeout(resolve, ms, value).unref());
}

/** Whether a process with this pid exists. */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether nothing listens on `port` of 127.0.0.1. */
function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Where the kernel's ports for outgoing connections begin (32768 on Linux unless changed). */
export function outgoingPortsStart() {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

/**
 * The first of `count` free ports in a row, below the kernel's range for outgoing connections. A server started again
 * on the same port (an instance in a rolling update, systemd's web@PORT) must find it free: a port of that range can be
 * taken by any outgoing connection the moment its server lets it go, and `listen()` then fails with EADDRINUSE for as
 * long as that connection is open or in TIME_WAIT (60 s).
 */
export async function lastingPorts(count = 1) {
  const top = outgoingPortsStart();
  const bottom = Math.min(10_000, top - 1_000);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const first = bottom + Math.floor(Math.random() * (top - bottom - count));
    const ports = Array.from({ length: count }, (_, index) => first + index);
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return first;
  }
  throw new Error(`found no ${count} free ports in a row below ${top}`);
}

/** A port no one listens on at this moment, on the loopback address. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForPort(port, child, label, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.destroy() || true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`${label} did not listen on ${port} within ${timeoutMs / 1000} s`);
}

const canApt = () => process.getuid?.() === 0 && existsSync('/etc/debian_version');

/** Installs the Debian packages whose test file is missing. */
export function ensurePackages(wanted, log) {
  const missing = wanted.filter(({ present }) => !present());
  if (!missing.length) return;
  const names = missing.map(({ pkg }) => pkg);
  if (!canApt())
    throw new Error(
      `missing: ${names.join(', ')}. Install them (Debian: apt-get install ${names.join(' ')}) or run as root.`,
    );
  log(`installing ${names.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
  const still = missing.filter(({ present }) => !present());
  if (install.status !== 0 || still.length)
    throw new Error(`apt-get could not install ${still.map(({ pkg }) => pkg).join(', ')}`);
}

export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

/** redis-server on a free loopback port, nothing saved to disk (limits and idempotency answers are short-lived). */
export async function startRedis(spawnChild) {
  const port = await freePort();
  const child = spawnChild('redis', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await waitForPort(port, child, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, child };
}

function postgresUser() {
  if (process.getuid?.() !== 0) return null;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0)
    throw new Error("running as root but there is no postgres user (Debian's postgresql package makes it)");
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/**
 * The postgres user must walk down to its folders, which may sit below a root-only folder (the
 * embedded database makes `data/` readable by its owner alone). Each folder on the way gets the right
 * to pass through (o+x), never to be listed or read.
 */
function letOthersThrough(dir, log) {
  mkdirSync(dir, { recursive: true });
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const { mode } = statSync(current);
    if ((mode & 0o001) === 0) {
      chmodSync(current, (mode & 0o7777) | 0o001);
      log(`let the postgres user pass through ${current}`);
    }
    if (current === path.dirname(current)) break;
  }
}

/**
 * Postgres in `dataDir` (made on the first run, kept afterwards: it holds the orders), listening on a
 * free loopback port. As root it runs as the postgres user, as Postgres requires. `trust`: a new database lets
 * connections from this machine in without a password, as many local set-ups do, and the URL carries none.
 */
export async function startPostgres(spawnChild, { dataDir, runDir, log, trust = false }) {
  const bin = postgresBin();
  const owner = postgresUser();
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const own = (dir) => owner && chownSync(dir, owner.uid, owner.gid);
  if (owner) {
    letOthersThrough(path.dirname(dataDir), log);
    letOthersThrough(runDir, log);
  }
  const pgdata = path.join(dataDir, 'pgdata');
  const passwordFile = path.join(dataDir, 'password');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  own(dataDir);
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    log(`creating a Postgres database in ${pgdata}`);
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
    own(passwordFile);
    const init = spawnSync(
      path.join(bin, 'initdb'),
      [
        '-D',
        pgdata,
        '-U',
        'mhv',
        '--pwfile',
        passwordFile,
        '--auth-local=trust',
        `--auth-host=${trust ? 'trust' : 'scram-sha-256'}`,
        '-E',
        'UTF8',
      ],
      {
        ...asOwner,
        encoding: 'utf8',
      },
    );
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  // The socket folder is private to the server; the instances connect over TCP with the password.
  const socketDir = path.join(runDir, 'pg-socket');
  mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  own(socketDir);
  const port = await freePort();
  const child = spawnChild(
    'postgres',
    path.join(bin, 'postgres'),
    ['-D', pgdata, '-p', String(port), '-k', socketDir, '-c', 'listen_addresses=127.0.0.1'],
    asOwner,
  );
  await waitForPort(port, child, 'postgres');
  for (let attempt = 0; ; attempt += 1) {
    const created = spawnSync(path.join(bin, 'createdb'), ['-h', socketDir, '-p', String(port), '-U', 'mhv', 'mhv'], {
      ...asOwner,
      encoding: 'utf8',
    });
    if (created.status === 0 || /already exists/.test(created.stderr)) break;
    if (attempt >= 20) throw new Error(`createdb failed: ${created.stderr}`);
    await sleep(250); // still starting up
  }
  const credentials = trust ? 'mhv' : `mhv:${encodeURIComponent(password)}`;
  return { url: `postgres://${credentials}@127.0.0.1:${port}/mhv`, child };
}
