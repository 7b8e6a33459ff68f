// npm run loadtest: autocannon against `npm start` on localhost, started and stopped by this script.
//   1. /home and /Products: 100 connections for 20 s each.
//   2. POST /api/generateReference with a valid order, in local-reference mode (no PAYMENT_REFERENCE_URL),
//      from many distinct clients (X-Forwarded-For with TRUST_PROXY=1) under a raised rate limit, so the
//      limiter runs on every request but refuses none.
// Reports requests/s, p50/p99 latency, errors, unexpected statuses, the server's peak memory and its memory
// after the run (after a forced garbage collection) against the level it started at. Exits 1 on any error,
// unexpected status, or memory that does not come back.
//
// Settings (environment): LOADTEST_CONNECTIONS (100), LOADTEST_DURATION (20 s per target),
// LOADTEST_PORT (a free port), LOADTEST_API_PATH (/api/generateReference), LOADTEST_CLIENTS (1000),
// LOADTEST_BUILD=1 to build first (it also builds when there is no build).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep } from '../deploy/services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 100);
const duration = Number(process.env.LOADTEST_DURATION ?? 20);
const apiPath = process.env.LOADTEST_API_PATH ?? '/api/generateReference';
const clients = Number(process.env.LOADTEST_CLIENTS ?? 1000);
const order = {
  name: 'Ama Mensah',
  phone: '0241234567',
  email: 'ama@example.com',
  paymentMode: 'Momo',
  items: [{ id: 1, quantity: 1 }],
};

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// ----- the server ------------------------------------------------------------------------------------

if (process.env.LOADTEST_BUILD === '1' || !existsSync(join(root, '.next', 'BUILD_ID'))) {
  console.log('loadtest: building (next build)');
  const build = spawnSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A probe preloaded into the server: on SIGUSR2 it collects garbage and prints its memory, so "after"
// means live memory, not garbage V8 has not bothered to collect yet. It changes nothing else.
const probePath = join(tmpdir(), `loadtest-memory-probe-${process.pid}.cjs`);
writeFileSync(
  probePath,
  `process.on('SIGUSR2', () => {
  if (global.gc) { global.gc(); global.gc(); }
  const m = process.memoryUsage();
  process.stderr.write('__LOADTEST_MEMORY__' + JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, external: m.external }) + '\\n');
});\n`,
);

const port = Number(process.env.LOADTEST_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(port),
  TRUST_PROXY: '1',
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_BURST: '100000',
};
delete serverEnv.PAYMENT_REFERENCE_URL;
delete serverEnv.REDIS_URL;

const server = spawn(
  process.execPath,
  ['--expose-gc', '--require', probePath, join(root, 'server.mjs'), '-p', String(port), '-H', '127.0.0.1'],
  { cwd: root, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] },
);
let serverLog = '';
const memoryWaiters = [];
server.stdout.on('data', (chunk) => (serverLog += chunk));
server.stderr.on('data', (chunk) => {
  for (const line of String(chunk).split('\n')) {
    if (line.startsWith('__LOADTEST_MEMORY__'))
      memoryWaiters.shift()?.(JSON.parse(line.slice('__LOADTEST_MEMORY__'.length)));
    else if (line) serverLog += `${line}\n`;
  }
});

let stopping = false;
async function stopServer() {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const killer = setTimeout(() => server.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  }
}
process.on('exit', () => {
  if (server.exitCode === null) server.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopServer().then(() => process.exit(130)));

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited (${server.exitCode}):\n${serverLog}`);
    try {
      const response = await fetch(`${base}/home`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`npm start did not answer within 60 s:\n${serverLog}`);
}

// ----- memory ----------------------------------------------------------------------------------------

/** Resident memory of the server and any process it started, from /proc (Linux) or ps. */
function rssOfTree(pid) {
  try {
    const children = new Map();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (!children.has(ppid)) children.set(ppid, []);
        children.get(ppid).push(Number(entry));
      } catch {
        // the process ended meanwhile
      }
    }
    let total = 0;
    const queue = [pid];
    while (queue.length) {
      const current = queue.pop();
      const status = readFileSync(`/proc/${current}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      queue.push(...(children.get(current) ?? []));
    }
    return total;
  } catch {
    const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
    return Number(ps.stdout.trim()) * 1024 || 0;
  }
}

function sampleRss(intervalMs = 100) {
  let peak = rssOfTree(server.pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOfTree(server.pid));
  }, intervalMs);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

async function liveMemory() {
  const answer = new Promise((resolve, reject) => {
    memoryWaiters.push(resolve);
    setTimeout(() => reject(new Error('the memory probe did not answer')), 10_000);
  });
  server.kill('SIGUSR2');
  const memory = await answer;
  return { ...memory, rssTree: rssOfTree(server.pid) };
}

// ----- load ------------------------------------------------------------------------------------------

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections, duration, timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

let nextClient = 0;
function distinctClient(request) {
  nextClient = (nextClient + 1) % clients;
  return {
    ...request,
    headers: { ...request.headers, 'x-forwarded-for': `10.77.${nextClient >> 8}.${nextClient & 255}` },
  };
}

const targets = [
  { name: 'GET /home', options: { url: `${base}/home` }, expected: [200] },
  { name: 'GET /Products', options: { url: `${base}/Products` }, expected: [200] },
  {
    name: `POST ${apiPath}`,
    options: {
      url: `${base}${apiPath}`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(order),
          setupRequest: distinctClient,
        },
      ],
    },
    expected: [200],
  },
];

function summarise(target, result, peakRss) {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  const unexpected = Object.entries(statuses)
    .filter(([code]) => !target.expected.includes(Number(code)))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    target: target.name,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    unexpected,
    peakRss,
  };
}

// ----- main ------------------------------------------------------------------------------------------

let exitCode = 0;
try {
  await waitForServer();
  const probe = await fetch(`${base}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.255.255' },
    body: JSON.stringify(order),
  });
  if (probe.status !== 200) {
    throw new Error(
      `POST ${apiPath} answered ${probe.status} (${(await probe.text()).slice(0, 200)}): is the route in this build? (LOADTEST_API_PATH picks another)`,
    );
  }

  // Warm-up, so the baseline includes loaded code and filled caches rather than counting them as growth.
  console.log(`loadtest: npm start on ${base}; warming up`);
  for (const target of targets) await run({ ...target.options, connections: 10, duration: 3 });
  await sleep(1_000);
  const before = await liveMemory();
  console.log(
    `loadtest: start level ${mb(before.rssTree)} RSS, ${mb(before.heapUsed)} heap; ${connections} connections x ${duration} s per target`,
  );

  const rows = [];
  for (const target of targets) {
    const stop = sampleRss();
    const result = await run(target.options);
    rows.push(summarise(target, result, stop()));
    console.log(`loadtest: ${target.name} done`);
  }

  await sleep(5_000);
  const after = await liveMemory();
  const peak = Math.max(...rows.map((row) => row.peakRss));
  // "Back to its starting level": live heap within 10% (and 10 MB) of the start once garbage is collected.
  const heapGrowth = after.heapUsed - before.heapUsed;
  const memoryBack = heapGrowth <= Math.max(10 * 1024 * 1024, before.heapUsed * 0.1);

  console.log('');
  console.table(
    rows.map((row) => ({
      target: row.target,
      'req/s': row.reqPerSec,
      requests: row.requests,
      'p50 ms': row.p50ms,
      'p99 ms': row.p99ms,
      errors: row.errors,
      timeouts: row.timeouts,
      unexpected: row.unexpected,
      statuses: JSON.stringify(row.statuses),
      'peak RSS': mb(row.peakRss),
    })),
  );
  console.log(
    `memory: start ${mb(before.rssTree)} RSS / ${mb(before.heapUsed)} heap; peak ${mb(peak)} RSS; after ${mb(after.rssTree)} RSS / ${mb(after.heapUsed)} heap (heap ${heapGrowth >= 0 ? '+' : ''}${mb(heapGrowth)}) -> ${memoryBack ? 'back to its starting level' : 'NOT back to its starting level'}`,
  );

  const outDir = join(root, 'bench', '.out');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'loadtest.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        connections,
        duration,
        clients,
        apiPath,
        rows,
        memory: { before, after, peakRss: peak, heapGrowth, memoryBack },
      },
      null,
      2,
    ),
  );

  const failures = rows.filter((row) => row.errors > 0 || row.timeouts > 0 || row.unexpected > 0);
  for (const row of failures)
    console.error(
      `loadtest: FAIL ${row.target}: ${row.errors} errors, ${row.timeouts} timeouts, ${row.unexpected} unexpected statuses`,
    );
  if (!memoryBack) console.error('loadtest: FAIL memory did not come back to its starting level');
  if (rows.some((row) => row.requests === 0)) console.error('loadtest: FAIL a target received no requests');
  if (failures.length || !memoryBack || rows.some((row) => row.requests === 0)) exitCode = 1;
} catch (error) {
  console.error(`loadtest: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  await stopServer();
  rmSync(probePath, { force: true });
}
process.exit(exitCode);
