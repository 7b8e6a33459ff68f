// The Cloudflare Worker build (npm run build:edge) measured beside the Node deployment (npm run bench runs it;
// `node bench/edge.mjs` alone reuses both builds and rewrites only its section of bench/results.md):
//  1. the Worker's size as wrangler would upload it, against Cloudflare's limits;
//  2. its cold start in workerd (npm run preview:edge: from workerd listening to the first /home), and the CPU time of
//     loading it (`wrangler check startup`);
//  3. GET /home under load through workerd and from `npm start`, in turns, in the same run;
//  4. a first visit of /home in Chromium from the Worker and through deploy:local (bytes on the wire);
//  5. the CPU time of a public page, a receipt and the staff console, per request (bench/edge-cpu.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { freePort } from '../deploy/services.mjs';
import { signedInStaff } from '../deploy/test/console.mjs';
import { startDeploy } from '../deploy/test/harness.mjs';
import { edgeNode, WRANGLER_JS } from '../edge/edge-node.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium-flags.mjs';
import { previewHarness } from '../edge/test/preview-harness.mjs';
import { BUDGETS } from './budgets.mjs';
import { saveToFresh } from './catalogue-refresh.mjs';
import { bareWorkerCpu, cpuPerRequest, startupCpuMs, workerRuntimePid } from './edge-cpu.mjs';
import { MOBILE, medianRound, nextStart, visit } from './deploy.mjs';
import { measureLoad } from './load.mjs';
import { measuredAt, replaceResultsSection } from './support/results-section.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = 5;
const WARM_REQUESTS = 20;
const KIB = 1024;
// Cloudflare's limits on a Worker's compressed size (developers.cloudflare.com/workers/platform/limits).
const LIMITS = { free: 3 * KIB, paid: 10 * KIB };
const RECEIPT = { reference: 'MHV-BENCH-RECEIPT', key: 'bench-receipt-key' };
// A stored page at an address the front cache has not kept yet (each request adds a new query): what OpenNext's
// cache interception costs, and every request costs where the front cache keeps nothing (a workers.dev address).
const STORED_THROUGH_OPENNEXT = '/Products, stored, through OpenNext (no front cache)';

/** What `wrangler deploy` would upload, in KiB (it prints the total and its gzip size), without uploading. */
function workerSize() {
  const outdir = mkdtempSync(path.join(tmpdir(), 'mhv-edge-size-'));
  const result = spawnSync(edgeNode(), [WRANGLER_JS, 'deploy', '--dry-run', '--outdir', outdir], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  rmSync(outdir, { recursive: true, force: true });
  const found = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(result.stdout + result.stderr);
  if (!found) throw new Error(`wrangler deploy --dry-run gave no size: ${result.stderr || result.stdout}`);
  return { totalKib: Number(found[1]), gzipKib: Number(found[2]) };
}

/**
 * npm run preview:edge on a free port with a Postgres of its own, started twice on the same page cache; resolves
 * once it answers, with both cold starts: after the deploy (/home rendered from the database) and after that (stored).
 */
async function startWorker() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mhv-edge-bench-'));
  const child = spawn(process.execPath, ['edge/preview.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, EDGE_PORT: String(port), EDGE_DATA_DIR: dataDir, EDGE_RESTART: '1' },
  });
  let output = '';
  const coldStart = await new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk;
      const deployed = /cold start: \/home in (\d+) ms/.exec(output);
      const stored = /cold start with \/home stored: (\d+) ms/.exec(output);
      if (deployed && stored) resolve({ afterDeployMs: Number(deployed[1]), storedMs: Number(stored[1]) });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`preview:edge stopped (${code}): ${output.slice(-2000)}`)));
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 2000).unref();
  };
  return { origin: `http://127.0.0.1:${port}`, coldStart, stop };
}

async function warmMedianMs(url) {
  const times = [];
  for (let i = 0; i < WARM_REQUESTS; i += 1) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

async function firstVisits(targets) {
  const browser = await chromium.launch({
    executablePath: existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined,
    args: CHROMIUM_FLAGS,
  });
  try {
    const visits = {};
    for (const [name, origin] of Object.entries(targets)) {
      const context = await browser.newContext({ ...MOBILE, ignoreHTTPSErrors: true });
      visits[name] = await visit(context, `${origin}/home`);
      await context.close();
    }
    return visits;
  } finally {
    await browser.close();
  }
}

/** A paid order in the Worker's database, for its receipt page: the page a buyer keeps. */
async function paidOrder(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const lines = [{ productId: 1, name: 'Nkabom Herbal Bitters', unitPrice: 4500, quantity: 2 }];
    await client.query(
      `insert into orders (reference, receipt_key, status, amount, currency, lines, customer_name, customer_phone,
         customer_email, payment_mode, paid_at)
       values ($1, $2, 'paid', 9000, 'GHS', $3, 'Ama Mensah', '0244123456', 'ama@example.com', 'Momo', now())
       on conflict (reference) do nothing`,
      [RECEIPT.reference, RECEIPT.key, JSON.stringify(lines)],
    );
  } finally {
    await client.end();
  }
}

/** CPU ms per request of the pages that matter on the free plan: prerendered, per buyer, and the console's. */
async function requestCpu(setup, port) {
  await paidOrder(setup.databaseUrl());
  const owner = await signedInStaff(setup, `bench-owner-${Date.now()}@example.org`, 'owner');
  const signedIn = { cookie: owner.cookie };
  const url = (address) => `${setup.url}${address}`;
  return cpuPerRequest(workerRuntimePid(port), [
    { name: '/home', url: url('/home') },
    { name: '/Products', url: url('/Products') },
    { name: STORED_THROUGH_OPENNEXT, url: url('/Products'), fresh: true },
    { name: 'an API route (/api/health, which asks Postgres and Redis)', url: url('/api/health') },
    { name: 'a receipt', url: url(`/orders/${RECEIPT.reference}?key=${RECEIPT.key}`) },
    { name: '/staff/sign-in', url: url('/staff/sign-in') },
    { name: '/staff (signed in)', url: url('/staff'), headers: signedIn },
    { name: "an order's console page (signed in)", url: url(`/staff/orders/${RECEIPT.reference}`), headers: signedIn },
    { name: '/staff/catalogue (signed in)', url: url('/staff/catalogue'), headers: signedIn },
  ]);
}

/** `build`: make the Worker from the current code first (npm run bench); otherwise only when there is none. */
export async function benchEdge({ seconds = 10, build = false } = {}) {
  if (build || !existsSync(path.join(ROOT, '.open-next/worker.js'))) {
    const built = spawnSync(process.execPath, ['edge/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build:edge failed');
  }
  const size = workerSize();
  const startupMs = startupCpuMs({ root: ROOT, node: edgeNode() });
  const worker = await startWorker();
  const stops = [worker.stop];
  try {
    const warmMs = await warmMedianMs(`${worker.origin}/home`);
    const next = await nextStart();
    stops.push(next.stop);
    const targets = { worker: `${worker.origin}/home`, nextStart: `${next.origin}/home` };
    const rounds = { worker: [], nextStart: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, url] of Object.entries(targets))
        rounds[name].push(await measureLoad(url, Math.max(2, Math.round(seconds / ROUNDS))));
    }
    const load = Object.fromEntries(Object.entries(rounds).map(([name, runs]) => [name, medianRound(runs)]));
    next.stop();
    const setup = await startDeploy();
    let visits;
    try {
      visits = await firstVisits({ worker: worker.origin, setupTls: setup.tlsUrl });
    } finally {
      await setup.stop();
    }
    // The CPU time of each kind of request, then a console save on the Worker, with a Postgres whose address the
    // owner's account can be made in.
    stops.forEach((stop) => stop());
    stops.length = 0;
    const harness = await previewHarness('bench');
    let catalogue;
    let cpu;
    try {
      const running = await harness.startPreview();
      const setup = { url: running.origin, databaseUrl: () => harness.databaseUrl };
      cpu = await requestCpu(setup, Number(new URL(running.origin).port));
      catalogue = await saveToFresh(setup, [running.origin]);
    } finally {
      await harness.stopAll();
    }
    // Each request's CPU time less a bare Worker's: what the Worker itself adds, held against the free plan's limit.
    const bareCpu = await bareWorkerCpu({ root: ROOT, node: edgeNode() });
    const cpuOverBare = Object.fromEntries(
      Object.entries(cpu).map(([name, m]) => [name, { ...m, ownMs: m.cpuMs - bareCpu.cpuMs }]),
    );
    return {
      ...measuredAt(),
      catalogue,
      bareCpu,
      size,
      startupCpuMs: startupMs,
      cpu: cpuOverBare,
      coldStart: worker.coldStart,
      warmMs,
      load,
      visits,
    };
  } finally {
    stops.forEach((stop) => stop());
  }
}

const kb = (n) => (n / 1000).toFixed(1);
const mib = (kib) => (kib / KIB).toFixed(2);

export function renderEdgeSection(r) {
  const row = (name, m) =>
    `| ${name} | ${Math.round(m.requestsPerSecond)} | ${m.p50} | ${m.p99} | ${m.errors} / ${m.non2xx} |`;
  const { worker: w, nextStart: n } = r.load;
  const fits = (limit) => (r.size.gzipKib <= limit ? 'fits' : `**over by ${mib(r.size.gzipKib - limit)} MiB**`);
  return `## Cloudflare Worker (npm run build:edge, in workerd)

Measured ${r.date} (load average ${r.loadavg} when done) from the Worker that \`npm run build:edge\` made, served by workerd through \`npm run preview:edge\` (wrangler dev, local), on its own Postgres and Redis.

- **Size** as \`wrangler deploy --dry-run\` counts it: ${mib(r.size.totalKib)} MiB, **${mib(r.size.gzipKib)} MiB gzip**. Cloudflare's limit is 3 MiB gzip on the free plan (${fits(LIMITS.free)}) and 10 MiB on the paid plan (${fits(LIMITS.paid)}).
- **Cold start**: a Worker started on a filled page cache (as Cloudflare starts one wherever and whenever traffic needs it) answered its first \`/home\` **${r.coldStart.storedMs} ms** after workerd started listening, loading the Worker's code included. The first \`/home\` after a deploy, which Next renders from the database before it is stored, took ${r.coldStart.afterDeployMs} ms. Afterwards the median of ${WARM_REQUESTS} requests one after another is ${r.warmMs.toFixed(1)} ms. Loading the Worker took **${r.startupCpuMs.toFixed(0)} ms of CPU** (\`wrangler check startup\`'s profile; Cloudflare allows 1,000 ms).

CPU time per request in workerd: the CPU time of the workerd process that runs the Worker (all its threads, from /proc), over requests sent one after another to a warm Worker (at least 100, and at least 2 s of CPU), divided by their number (bench/edge-cpu.mjs). That counts more than Cloudflare would: workerd's HTTP handling, and wrangler's entry Worker and local stand-ins for R2, D1 and the Cache API, run in the same process. A Worker that only answers 'ok', measured the same way in the same run, costs **${r.bareCpu.cpuMs.toFixed(1)} ms** a request here; the third column takes that away, and is the figure held against the free plan's ${BUDGETS.workerPageCpuMs} ms (the paid plan allows 30 s):

| Request | CPU ms | Less a bare Worker's | Requests | Free plan |
| --- | ---: | ---: | ---: | --- |
${Object.entries(r.cpu)
  .map(
    ([name, m]) =>
      `| ${name} | ${m.cpuMs.toFixed(1)} | ${m.ownMs.toFixed(1)} | ${m.requests} | ${m.ownMs <= BUDGETS.workerPageCpuMs ? 'within' : '**over**'} |`,
  )
  .join('\n')}

\`/home\` and \`/Products\` are answered by the front cache (edge/worker.ts), as on a domain of the organisation's own; the Cache API keeps nothing on a workers.dev address, where every request of a stored page goes through OpenNext, as in the third row.

\`GET /home\` under load (autocannon, ${w.connections} connections, uncompressed; ${w.rounds} rounds of ${w.seconds} s taking turns, the median round of each):

| Server | Requests/s | p50 ms | p99 ms | Errors / non-2xx |
| --- | ---: | ---: | ---: | ---: |
${row('the Worker in workerd (wrangler dev)', w)}
${row('`npm start`', n)}

workerd here runs one isolate on one thread behind wrangler's local proxy; on Cloudflare each point of presence runs as many isolates as the traffic needs, so this compares one process with one process, not the platform with a server.

First visit of \`/home\` in Chromium (fresh profile, 412 px mobile viewport, all bytes received, headers included): **${kb(r.visits.worker.bytes)} kB** from the Worker in wrangler dev (HTTP/1.1), against ${kb(r.visits.setupTls.bytes)} kB through \`deploy:local\` over HTTPS with HTTP/2 (brotli). Bodies alone: ${kb(r.visits.worker.bodyBytes)} kB against ${kb(r.visits.setupTls.bodyBytes)} kB, in ${r.visits.worker.requests} and ${r.visits.setupTls.requests} responses. The difference is wrangler dev's compression, not the Worker's: Chromium offers zstd, and wrangler's local server then answers with gzip rather than brotli (it sends brotli when asked for \`br, gzip\` alone). On Cloudflare, the edge compresses every response itself (brotli or zstd, HTTP/2 or 3), as nginx does here.
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await benchEdge({ seconds: Number(process.env.BENCH_LOAD_SECONDS || 10) });
  const section = renderEdgeSection(results);
  console.log(section);
  replaceResultsSection(path.join(ROOT, 'bench', 'results.md'), '## Cloudflare Worker', section);
  process.exit(0);
}
