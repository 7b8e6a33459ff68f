// What the service worker costs and saves a visitor, over the network, in Chromium with its real cache: the same build
// visited with the worker blocked (as before it existed) and allowed. Three visits in one browser profile each:
//   1. a first visit to /home, split into what arrives before the page's code has loaded and after;
//   2. a second visit to /home in a new tab (the page already seen);
//   3. a new page in the same session, /about, reached by the header's link (a client-side navigation).
// Every response's bytes on the wire are counted by a proxy in front of the site, the worker's own requests included,
// until the network has been quiet for QUIET_MS.
// Usage: node bench/offline.mjs [site URL [URL of a build before the worker]] (without one, it serves the existing
// build itself and measures it with the worker blocked and allowed).
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { MOBILE } from './deploy.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium-flags.mjs';
import { LOADER_MARK } from '../lib/site/page-scripts/page-scripts-mark.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const QUIET_MS = 2000;
const ROUNDS = 3;
const MAX_WAIT_MS = 30000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes) => (bytes / 1000).toFixed(1);

/**
 * A proxy in front of the site that counts what it sends the browser for each request: the status line, the headers
 * and the body as they go on the wire (compressed as the site sent them). Counting here rather than in the browser
 * includes the service worker's own requests and the worker script, whatever the browser reports of them.
 */
export async function countingProxy(target, { keepHost = false } = {}) {
  const requests = [];
  let last = Date.now();
  const server = http.createServer((request, response) => {
    last = Date.now();
    // The worker script itself, and what the worker fetches for itself (a worker's requests name it as referrer).
    const worker = request.url === '/sw.js' || /\/sw\.js$/.test(request.headers.referer ?? '');
    const entry = { url: request.url ?? '/', started: Date.now(), bytes: 0, done: false, worker };
    requests.push(entry);
    // keepHost: the site sees the address the browser used, as its same-origin check of a form post needs.
    const headers = keepHost ? request.headers : { ...request.headers, host: new URL(target).host };
    const upstream = http.request(new URL(entry.url, target), { method: request.method, headers }, (answer) => {
      const lines = Object.entries(answer.headers).map(([name, value]) => `${name}: ${value}`);
      entry.bytes += Buffer.byteLength(
        `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n${lines.join('\r\n')}\r\n\r\n`,
      );
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.on('data', (chunk) => {
        entry.bytes += chunk.length;
        last = Date.now();
      });
      answer.on('end', () => {
        entry.done = true;
        last = Date.now();
      });
      answer.pipe(response);
    });
    upstream.on('error', () => {
      entry.done = true;
      response.writeHead(502).end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${server.address().port}`,
    async quiet() {
      const started = Date.now();
      while (Date.now() - started < MAX_WAIT_MS) {
        if (requests.every((entry) => entry.done) && Date.now() - last >= QUIET_MS) return;
        await sleep(100);
      }
    },
    take() {
      return requests.splice(0, requests.length);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Each figure's median over the rounds (Next prefetches the links in view, which varies a little between visits). */
function median(results) {
  const pick = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return Object.fromEntries(
    Object.keys(results[0]).map((key) => [
      key,
      typeof results[0][key] === 'number' ? pick(results.map((result) => result[key])) : results[0][key],
    ]),
  );
}

const sum = (entries) => entries.reduce((total, entry) => total + entry.bytes, 0);

/**
 * When the page's deferred code had all loaded (the loader marks itself), by the browser's clock (the same machine's as
 * the proxy's), recorded by a script that watches the loader from the page's start.
 */
function watchCodeLoaded(mark) {
  new MutationObserver((changes, observer) => {
    const loader = document.querySelector(`script[${mark}]`);
    if (loader?.getAttribute(mark) !== 'loaded') return;
    window.__codeLoadedAt = Date.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: [mark] });
}

async function codeLoadedAt(page) {
  await page.waitForFunction(() => typeof window.__codeLoadedAt === 'number');
  return page.evaluate(() => window.__codeLoadedAt);
}

/** @param {import('@playwright/test').Browser} browser */
async function visits(browser, target, serviceWorkers) {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers });
  const counted = await countingProxy(target);
  const site = counted.url;
  try {
    await context.addInitScript(watchCodeLoaded, LOADER_MARK);
    const page = await context.newPage();
    await page.goto(`${site}/home`);
    const loaded = await codeLoadedAt(page);
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
    await counted.quiet();
    const first = counted.take();
    const js = first.filter((entry) => entry.started <= loaded && /\.js(\?|$)/.test(entry.url));
    const own = first.filter((entry) => entry.worker);

    const again = await context.newPage();
    await again.goto(`${site}/home`);
    await counted.quiet();
    const second = counted.take();
    await again.close();

    await page.getByRole('link', { name: /team/i }).first().click();
    await page.waitForURL(/\/about$/);
    await counted.quiet();
    const next = counted.take();
    return {
      firstVisit: sum(first),
      beforeCode: sum(first.filter((entry) => entry.started <= loaded)),
      afterCode: sum(first.filter((entry) => entry.started > loaded)),
      js: sum(js),
      workerOwn: sum(own),
      lcp: Math.round(lcp),
      secondVisit: sum(second),
      secondVisitRequests: second.map((entry) => entry.url.split('?')[0]),
      newPage: sum(next),
    };
  } finally {
    await context.close();
    await counted.close();
  }
}

/** @param {string} site @param {string} [siteBefore] a build without the worker, to compare with (default: `site`) */
export async function measureOffline(site, siteBefore = site) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    // A first round warms the server (each page is rendered into its cache on its first request); only the second
    // round counts.
    await visits(browser, siteBefore, 'block');
    await visits(browser, site, 'block');
    const rounds = { without: [], with: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.without.push(await visits(browser, siteBefore, 'block'));
      rounds.with.push(await visits(browser, site, 'allow'));
    }
    return { without: median(rounds.without), with: median(rounds.with), rounds: ROUNDS };
  } finally {
    await browser.close();
  }
}

export function renderOfflineSection({ without, with: worker, rounds }) {
  const row = (label, key) =>
    `| ${label} | ${kb(without[key])} | ${kb(worker[key])} | ${kb(worker[key] - without[key])} |`;
  return [
    '## Offline and installable (service worker)',
    '',
    'The same build in Chromium with its real cache, the service worker blocked (as before it existed) and allowed;',
    "bytes on the wire, the worker's own requests included, until the network has been quiet for 2 s (`bench/offline.mjs`);",
    `median of ${rounds} rounds.`,
    '',
    '| Visit | Without worker, kB | With worker, kB | Difference, kB |',
    '| --- | ---: | ---: | ---: |',
    row('First visit to `/home`', 'firstVisit'),
    row('… of which before the page’s code had loaded', 'beforeCode'),
    row('… of which after it', 'afterCode'),
    row('… of which scripts of the page', 'js'),
    row('… of which the worker and what it fetched for itself', 'workerOwn'),
    row('Second visit to `/home` (new tab)', 'secondVisit'),
    row('A new page in the same session (`/about` by its link)', 'newPage'),
    '',
    `Largest contentful paint of the first visit (unthrottled): ${without.lcp} ms without, ${worker.lcp} ms with. ` +
      `Requests the second visit paid for with the worker: ${worker.secondVisitRequests.join(', ') || 'none'}.`,
    '',
  ].join('\n');
}

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function serveBuild() {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(ROOT, 'server.mjs'), '-p', `${port}`], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const site = `http://localhost:${port}`;
  for (let tries = 0; tries < 100; tries += 1) {
    if (
      await fetch(`${site}/home`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { site, server };
    await sleep(200);
  }
  server.kill();
  throw new Error('the site did not start');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv[2];
  const served = given ? null : await serveBuild();
  try {
    console.log(renderOfflineSection(await measureOffline(given ?? served.site, process.argv[3])));
  } finally {
    served?.server.kill();
  }
}
