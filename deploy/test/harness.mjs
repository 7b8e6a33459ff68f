// Starts `npm run deploy:local` (deploy/local.mjs) on free ports in temporary folders for the deploy test
// and the benchmark, and stops it the way an operator would (SIGTERM to its process group).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { alive, deadline, freePort, sleep } from '../services.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @param {{ env?: Record<string, string>, timeoutMs?: number, scratch?: string }} options
 *   `scratch`: the folder of an earlier start to start again in (its run folder and data).
 */
export async function startDeploy({ env = {}, timeoutMs = 180_000, scratch: reuse } = {}) {
  const port = await freePort();
  const tlsPort = await freePort();
  const scratch = reuse ?? mkdtempSync(path.join(tmpdir(), 'mhv-deploy-test-'));
  // mkdtemp makes the folder readable by its owner alone, as the embedded database makes `data/`:
  // the setup must still get Postgres (its own user) to its data below it.
  const runDir = path.join(scratch, 'run');
  const child = spawn(process.execPath, [path.join(ROOT, 'deploy', 'local.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      // The build it runs (the e2e build) has a Paystack public key and the setup no secret key: its shop takes
      // payments unverified, as an owner may choose, rather than refusing to start
      // (lib/paystack/unverified-payments.mjs).
      ALLOW_UNVERIFIED_PAYMENTS: '1',
      ...process.env,
      ...env,
      DEPLOY_PORT: String(port),
      DEPLOY_TLS_PORT: String(tlsPort),
      DEPLOY_RUN_DIR: runDir,
      DEPLOY_DATA_DIR: path.join(scratch, 'data'),
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const giveUpAt = Date.now() + timeoutMs;
  while (!/deploy: ready on/.test(output)) {
    if (child.exitCode !== null || Date.now() > giveUpAt) {
      try {
        // Its own shutdown first, so what it started stops too; then no waiting any longer.
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, deadline(20_000)]);
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
      throw new Error(`deploy:local did not get ready:\n${output.slice(-4000)}`);
    }
    await sleep(200);
  }
  const state = () => JSON.parse(readFileSync(path.join(runDir, 'state.json'), 'utf8'));
  const everPids = new Set();
  const remember = () => {
    try {
      for (const pid of state().children) everPids.add(pid);
    } catch {
      // being rewritten
    }
  };
  remember();
  const tracker = setInterval(remember, 200);
  return {
    url: `http://127.0.0.1:${port}`,
    tlsUrl: `https://127.0.0.1:${tlsPort}`,
    port,
    runDir,
    state,
    output: () => output,
    accessLog: () => readFileSync(path.join(runDir, 'access.log'), 'utf8'),
    /** The setup's own Postgres, as `npm run staff` and `npm run orders` would be pointed at it. */
    databaseUrl: () => {
      const password = readFileSync(path.join(scratch, 'data', 'password'), 'utf8').trim();
      return `postgres://mhv:${encodeURIComponent(password)}@127.0.0.1:${state().postgresPort}/mhv`;
    },
    scratch,
    /** SIGKILL to the launcher alone, as if it were lost; resolves with the pids of what it had started. */
    async killLauncher() {
      clearInterval(tracker);
      remember();
      process.kill(child.pid, 'SIGKILL');
      await exited;
      return [...everPids];
    },
    /** SIGTERM to the process group; resolves with the exit and every child process still alive after it. */
    async stop() {
      clearInterval(tracker);
      remember();
      process.kill(-child.pid, 'SIGTERM');
      const result = await Promise.race([exited, deadline(60_000, { code: 'timeout' })]);
      await sleep(300);
      const leftBehind = [...everPids].filter(alive);
      for (const pid of leftBehind) process.kill(pid, 'SIGKILL');
      rmSync(scratch, { recursive: true, force: true });
      return { ...result, leftBehind, children: [...everPids] };
    },
  };
}

/**
 * GETs over one HTTPS connection that must speak HTTP/2 (the setup's certificate is self-signed, so
 * it is not checked); resolves with one answer per path, shaped like request()'s.
 */
export function http2Get(origin, paths, headers = {}) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const one = (p) =>
      new Promise((done, fail) => {
        const stream = session.request({ ':path': p, ...headers });
        const chunks = [];
        let head = {};
        stream.on('response', (received) => (head = received));
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('error', fail);
        stream.on('end', () => {
          const plain = Object.entries(head).filter(([key]) => !key.startsWith(':'));
          done({
            status: head[':status'],
            headers: Object.fromEntries(plain),
            rawHeaders: plain.flatMap(([key, value]) =>
              Array.isArray(value) ? value.flatMap((v) => [key, v]) : [key, value],
            ),
            protocol: session.alpnProtocol,
            bytes: Buffer.concat(chunks).length,
          });
        });
      });
    Promise.all(paths.map(one)).then(
      (answers) => session.close(() => resolve(answers)),
      (error) => {
        session.destroy();
        reject(error);
      },
    );
  });
}

/** One HTTP request with a chosen local address (a distinct client for the rate limit). */
export function request(url, { method = 'GET', headers = {}, body, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export const ORDER = JSON.stringify({
  name: 'Ama Mensah',
  phone: '0241234567',
  email: 'ama@example.com',
  paymentMode: 'Momo',
  items: [{ id: 1, quantity: 1 }],
});
