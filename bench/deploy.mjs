// The deployment of deploy/ measured (npm run bench runs it; `node bench/deploy.mjs` alone reuses the
// build and rewrites only its section of bench/results.md):
//  1. In one run, GET /home from nginx serving the prerendered HTML file statically, through the setup
//     (deploy:local: nginx, two instances) and from `npm start` alone (autocannon, bench/load.mjs).
//  2. A first visit of /home in Chromium through the setup and from `npm start` (bytes on the wire),
//     then a second page view in the same browser: scripts downloaded again (should be none).
//  3. 100 connections for 20 s with an instance killed and a rolling update; the rate limit and an
//     Idempotency-Key across instances (deploy/test/scenarios.mjs, which the deploy test asserts).
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep, waitForPort } from '../deploy/services.mjs';
import { startDeploy } from '../deploy/test/harness.mjs';
import { idempotencyAcrossInstances, loadWithFaults, rateLimitAcrossInstances } from '../deploy/test/scenarios.mjs';
import { saveToFresh } from './catalogue-refresh.mjs';
import { measureLoad } from './load.mjs';
import { measuredAt, replaceResultsSection } from './support/results-section.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium-flags.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const ROUNDS = 9;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function medianRound(runs) {
  return {
    ...runs[0],
    rounds: runs.length,
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

export function startChild(args, env = {}) {
  const child = spawn(args[0], args.slice(1), {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
  };
  return { child, stop };
}

async function staticNginx(htmlFile) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'mhv-static-nginx-'));
  // The least nginx can do for this page: one file from disk, same worker and keep-alive settings.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush off; # as the setup (deploy/nginx-site.conf.template)
  keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    location = /home { default_type "text/html; charset=utf-8"; alias ${htmlFile}; }
  }
}
`,
  );
  const server = startChild([
    '/usr/sbin/nginx',
    '-p',
    dir,
    '-e',
    'stderr',
    '-c',
    path.join(dir, 'nginx.conf'),
    '-g',
    'daemon off;',
  ]);
  await waitForPort(port, server.child, 'static nginx');
  return {
    url: `http://127.0.0.1:${port}/home`,
    stop: () => {
      server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function nextStart() {
  const port = await freePort();
  const server = startChild(
    // What `npm start` runs: server.mjs, Next's production server inside the site's own http.Server.
    [process.execPath, 'server.mjs', '-p', String(port), '-H', '127.0.0.1'],
    { NODE_ENV: 'production' },
  );
  await waitForPort(port, server.child, 'npm start', 60_000);
  return { origin: `http://127.0.0.1:${port}`, stop: server.stop };
}

/** Bytes received per response (headers included), from Chromium's network events. */
export async function visit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    requests.set(requestId, {
      url: response.url.split('?')[0],
      type,
      cached: response.fromDiskCache || response.fromPrefetchCache,
      headerBytes: response.encodedDataLength,
      bytes: 0,
    }),
  );
  cdp.on('Network.requestServedFromCache', ({ requestId }) =>
    requests.set(requestId, { ...(requests.get(requestId) ?? {}), cached: true }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await sleep(500);
  await page.close();
  const rows = [...requests.values()].filter((row) => row.url);
  const scripts = rows.filter((row) => row.type === 'Script');
  return {
    requests: rows.length,
    bytes: rows.reduce((sum, row) => sum + (row.cached ? 0 : row.bytes), 0),
    // The compressed bodies alone: what brotli changes (the headers are about the same on both servers).
    bodyBytes: rows.reduce((sum, row) => sum + (row.cached ? 0 : Math.max(0, row.bytes - (row.headerBytes ?? 0))), 0),
    scriptsFromNetwork: scripts.filter((row) => !row.cached && row.bytes > 0).map((row) => row.url),
    scriptsFromCache: scripts.filter((row) => row.cached || row.bytes === 0).map((row) => row.url),
  };
}

async function transfer(setupOrigin, setupTlsOrigin, nextOrigin) {
  const executablePath = CHROMIUM_PATH;
  const browser = await chromium.launch({
    executablePath: existsSync(executablePath) ? executablePath : undefined,
    args: CHROMIUM_FLAGS,
  });
  try {
    const fresh = async (origin) => {
      // The setup's HTTPS certificate is self-signed for the run.
      const context = await browser.newContext({ ...MOBILE, ignoreHTTPSErrors: true });
      const first = await visit(context, `${origin}/home`);
      const second = await visit(context, `${origin}/about`);
      await context.close();
      const again = second.scriptsFromNetwork.filter((url) => first.scriptsFromNetwork.includes(url));
      return {
        firstRequests: first.requests,
        firstBytes: first.bytes,
        firstBodyBytes: first.bodyBytes,
        firstScripts: first.scriptsFromNetwork.length,
        secondBytes: second.bytes,
        secondScriptsFromCache: second.scriptsFromCache.length,
        secondNewScripts: second.scriptsFromNetwork.length - again.length,
        scriptsDownloadedAgain: again.length,
      };
    };
    return {
      setup: await fresh(setupOrigin),
      setupTls: await fresh(setupTlsOrigin),
      nextStart: await fresh(nextOrigin),
    };
  } finally {
    await browser.close();
  }
}

export async function benchDeploy({ seconds = 10 } = {}) {
  const html = path.join(ROOT, '.next', 'server', 'app', 'home.html');
  const setup = await startDeploy();
  const stops = [];
  try {
    const stat = await staticNginx(html);
    stops.push(stat.stop);
    const next = await nextStart();
    stops.push(next.stop);
    // Other work on the machine comes in bursts that would decide a single run: nine short rounds, the
    // three servers taking turns in each, and the median round of each server kept (requests/s and p99).
    const targets = { staticNginx: stat.url, setup: `${setup.url}/home`, nextStart: `${next.origin}/home` };
    const rounds = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, url] of Object.entries(targets))
        rounds[name].push(await measureLoad(url, Math.max(2, Math.round(seconds / 5))));
    }
    const load = Object.fromEntries(Object.entries(rounds).map(([name, runs]) => [name, medianRound(runs)]));
    const bytes = await transfer(setup.url, setup.tlsUrl, next.origin);
    stops.splice(0).forEach((stop) => stop());
    const readers = [setup.url, ...setup.state().instances.map(({ port }) => `http://127.0.0.1:${port}`)];
    const catalogue = await saveToFresh(setup, readers);
    const rateLimit = await rateLimitAcrossInstances(setup);
    const idempotency = await idempotencyAcrossInstances(setup);
    const faults = await loadWithFaults(setup, { seconds: 20, connections: 100 });
    return {
      ...measuredAt(),
      load,
      bytes,
      catalogue,
      rateLimit,
      idempotency,
      faults,
    };
  } finally {
    stops.forEach((stop) => stop());
    await setup.stop();
  }
}

const kb = (n) => (n / 1000).toFixed(1);
const ratio = (a, b) => `${(a / b).toFixed(2)}×`;

export function renderDeploySection(r) {
  const { staticNginx: s, setup: d, nextStart: n } = r.load;
  const row = (name, m) =>
    `| ${name} | ${Math.round(m.requestsPerSecond)} | ${m.p50} | ${m.p99} | ${m.errors} / ${m.non2xx} |`;
  const f = r.faults;
  const less = (a, b) => `${((1 - a / b) * 100).toFixed(1)} % less`;
  const { setup: plain, setupTls: tls, nextStart: next } = r.bytes;
  return `## Deployment (deploy/: nginx, two instances, Redis, Postgres)

Measured ${r.date} (load average ${r.loadavg} when done: other work shared the 2 CPUs) with \`deploy:local\` started from this build. \`GET /home\` under load, one after the other in the same run (autocannon, ${s.connections} connections, uncompressed; ${s.rounds} rounds of ${s.seconds} s in which the three take turns, the median round of each shown; errors summed over all rounds):

| Server | Requests/s | p50 ms | p99 ms | Errors / non-2xx |
| --- | ---: | ---: | ---: | ---: |
${row('nginx serving home.html statically', s)}
${row('the setup (nginx in front of the instances)', d)}
${row('`npm start` alone', n)}
| **setup ÷ static nginx** | **${ratio(d.requestsPerSecond, s.requestsPerSecond)}** | | **${ratio(Math.max(d.p99, 1), Math.max(s.p99, 1))}** | |

Other work on the machine makes these figures swing between runs: the setup sends \`/home\` from the prerendered file on disk exactly as the static server does, plus its headers and a log line, so compare runs made on an idle machine.

First visit of \`/home\` in Chromium (fresh profile, 412 px mobile viewport, all bytes received, headers included): **${kb(tls.firstBytes)} kB** through the setup over HTTPS with HTTP/2 (brotli), against ${kb(next.firstBytes)} kB from \`npm start\` (HTTP/1.1, gzip): **${less(tls.firstBytes, next.firstBytes)}**. Through the setup's plain HTTP/1.1 port: ${kb(plain.firstBytes)} kB, ${less(plain.firstBytes, next.firstBytes)}. The response bodies alone, where brotli is the whole difference: ${kb(plain.firstBodyBytes)} kB against ${kb(next.firstBodyBytes)} kB, ${less(plain.firstBodyBytes, next.firstBodyBytes)}; the rest is headers, about 1 kB on each of the ${plain.firstRequests} responses over HTTP/1.1 (the security headers are most of it), which nginx sends whole with every response over HTTP/2 too: Huffman-coded, but never kept in HPACK's table for the next response. The TLS handshake itself is not counted (Chromium counts HTTP bytes); its certificate chain adds a few kilobytes to a first visit, as it would in front of \`npm start\` on any HTTPS site. A second page view in the same browser (\`/about\`, over HTTPS): ${tls.scriptsDownloadedAgain} scripts downloaded again, ${tls.secondScriptsFromCache} taken from the browser's cache, ${tls.secondNewScripts} new to that page; ${kb(tls.secondBytes)} kB in all.

Faults under load: ${f.connections} connections for ${f.seconds} s through nginx (${f.connections - Math.round(f.connections / 5)} on three pages, ${Math.round(f.connections / 5)} on \`/api/health\`, which always reaches an instance). ${f.killed.name} was killed (SIGKILL) at 4 s and was back and healthy after ${f.killed.backAfterSeconds.toFixed(1)} s; a rolling update (SIGHUP) began at ${f.rolling.startedAfterSeconds.toFixed(1)} s and replaced both instances one at a time in ${f.rolling.seconds} s.

| Traffic | Requests | Requests/s | p99 ms | Errors / timeouts / non-2xx |
| --- | ---: | ---: | ---: | ---: |
| pages | ${f.pages.requests} | ${f.pages.requestsPerSecond} | ${f.pages.p99} | ${f.pages.errors} / ${f.pages.timeouts} / ${f.pages.non2xx} |
| \`/api/health\` | ${f.api.requests} | ${f.api.requestsPerSecond} | ${f.api.p99} | ${f.api.errors} / ${f.api.timeouts} / ${f.api.non2xx} |

Shared state: one client sending ${r.rateLimit.attempts} payment requests back to back got ${r.rateLimit.viaNginx.allowed} through nginx (spread over ${r.rateLimit.viaNginx.upstreams.length} instances) and ${r.rateLimit.direct.allowed} sending straight to the ${r.rateLimit.direct.instances} instances in turn: the burst of the limit, whichever instance answers. An Idempotency-Key answered by one instance was answered by the other with the same reference (${r.idempotency.first.reference === r.idempotency.second.reference ? 'same' : 'DIFFERENT'}).
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await benchDeploy({ seconds: Number(process.env.BENCH_LOAD_SECONDS || 10) });
  const section = renderDeploySection(results);
  console.log(section);
  replaceResultsSection(path.join(ROOT, 'bench', 'results.md'), '## Deployment (deploy/', section);
}
