// npm run bench: builds the site and a bare Next.js app (bench/hello), serves them with `npm start` and `next start`,
// measures one page of each route of the sitemap in Chromium (bytes from the DevTools protocol, Lighthouse mobile
// scores) against the bare app, then load-tests `npm start` against a plain static server.
// Writes bench/results.md (and raw data to bench/.out/). Nothing is downloaded.
//
// Settings (environment): BENCH_PORT first of four local ports (default 3161: site, bare app, static
// server, browser), BENCH_RUNS Lighthouse runs per page, median kept (default 3), BENCH_LOAD_SECONDS
// (default 10), BENCH_CONFIRM extra runs for a page that misses the performance budget (default 2),
// BENCH_SKIP_BUILD=1 reuses both builds, BENCH_STRICT=1 exits 1 when a budget is not met,
// CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PHOTOS=0 skips the photograph run (bench/photos.mjs),
// which builds a copy of the site with a phone photo for every picture of /about, /Products, /directory.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { measureTransfer, securityHeaderBytes } from './transfer.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { renderCatalogueSection } from './catalogue-report.mjs';
import { renderStockSection } from './stock-report.mjs';
import { measureLoad } from './load.mjs';
import { checkSeo } from './seo.mjs';
import { evaluateBudgets, renderReport } from './report.mjs';
import { BUDGETS } from './budgets.mjs';
import { benchDeploy, renderDeploySection } from './deploy.mjs';
import { measureMoney, renderMoneySection } from './money-report.mjs';
import { measureOrderList, renderOrderListSection } from './order-list-report.mjs';
import { measureOffline, renderOfflineSection } from './offline.mjs';
import { measureEveryTap, renderEveryTapSection } from './every-tap.mjs';
import { benchEdge, renderEdgeSection } from './edge.mjs';
import { PHOTO_PAGES, WIDTHS, measureScrolled, preparePhotoSite, renderPhotoReport } from './photos.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium-flags.mjs';
import { finishBuild } from '../build/finish-build.mjs';
import { saveToFresh } from './catalogue-refresh.mjs';
import { runTsxBench } from './tsx-bench.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HELLO = path.join(ROOT, 'bench', 'hello');
const OUT = path.join(ROOT, 'bench', '.out');
const RESULTS = path.join(ROOT, 'bench', 'results.md');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

const basePort = Number(process.env.BENCH_PORT || 3161);
const PORTS = { site: basePort, hello: basePort + 1, static: basePort + 2, browser: basePort + 3 };
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 3));
const CONFIRM = Math.max(0, Number(process.env.BENCH_CONFIRM ?? 2));
const LOAD_SECONDS = Math.max(1, Number(process.env.BENCH_LOAD_SECONDS || 10));
const CHROMIUM = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

// The site's own database for the run, so that no earlier edit in ./data changes what is measured.
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'mhv-bench-data-'));
// The command-line tools the run uses (npm run staff, through the running site's socket) find it there too.
process.env.DATA_DIR = DATA_DIR;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR };
const children = [];
/** Each server's output so far, by label. */
const serverOutputs = new Map();
let chrome = null;

const log = (message) => console.log(`bench: ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function cleanup() {
  for (const child of children) {
    try {
      // Each server runs in its own process group (detached), so this ends it and nothing else.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  children.length = 0;
  if (chrome) {
    try {
      chrome.kill();
    } catch {
      // Already gone.
    }
    chrome = null;
  }
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

function build(label, args, cwd = ROOT) {
  log(`building ${label}`);
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build', ...args], { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`next build of ${label} failed`);
}

/** The site in `root` as `npm run build` makes it; the bare app is left as Next makes it. */
async function buildSite(label, root = ROOT) {
  build(label, [], root);
  log(await finishBuild(root));
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function startServer(label, args, port, readyPath, serverEnv = env, cwd = ROOT) {
  if (await portInUse(port)) throw new Error(`port ${port} is already in use; set BENCH_PORT to another free range`);
  const child = spawn(process.execPath, args, {
    cwd,
    env: serverEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  serverOutputs.set(label, () => output);
  const url = `http://127.0.0.1:${port}${readyPath}`;
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited:\n${output}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${label} did not answer on ${url} within 60 s:\n${output}`);
}

// The pages to measure are the sitemap's: one list, app/sitemap.ts (from SITE_PATHS in lib/site/seo.ts).
async function sitemapPaths(origin) {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].trim()).pathname);
  if (!paths.length) throw new Error('the sitemap lists no pages');
  return paths;
}

/**
 * One page per route: the pages of a paged list or of a category are one route with one layout, so the
 * first of each stands for the rest (BENCH_ALL_PAGES=1 measures every page of the sitemap).
 */
export function onePagePerRoute(paths) {
  const seen = new Set();
  return paths.filter((p) => {
    const route = p.replace(/\/page\/\d+$/, '/page/[n]').replace(/\/category\/[^/]+/, '/category/[slug]');
    if (seen.has(route)) return false;
    seen.add(route);
    return true;
  });
}

function median(values) {
  const present = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!present.length) return null;
  const mid = Math.floor(present.length / 2);
  return present.length % 2 ? present[mid] : (present[mid - 1] + present[mid]) / 2;
}

function combineRuns(runs) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls', 'fcp', 'totalByteWeight'];
  const combined = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
  const findings = new Map();
  for (const run of runs) for (const f of run.findings) findings.set(`${f.category}:${f.id}`, f);
  combined.findings = [...findings.values()];
  // The full reports are saved in bench/.out/; results.json keeps the per-run figures.
  combined.runs = runs.map((run) => Object.fromEntries(Object.entries(run).filter(([key]) => key !== 'lhr')));
  return combined;
}

function versionOf(pkg) {
  return JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

function gitCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

async function measurePhotoPages(browser, site, kind) {
  const rows = [];
  for (const p of PHOTO_PAGES) {
    for (const viewport of WIDTHS) {
      const { label, ...metrics } = viewport;
      rows.push({ path: p, width: label, kind, ...(await measureScrolled(browser, `${site}${p}`, metrics)) });
    }
  }
  return rows;
}

// The photograph run (bench/photos.mjs): builds the site again with a phone photo for every picture of the
// photo pages, then measures their bytes and Lighthouse LCP, with the bare app before and after.
/**
 * `npm start` for the site in `root` (as built last, on `siteEnv`'s database) and `next start` for the bare app, each
 * on its port, until both answer.
 */
function serveSiteAndBareApp(siteLabel, root = ROOT, siteEnv = env) {
  const args = [path.join(root, 'server.mjs'), '-p', String(PORTS.site), '-H', '127.0.0.1'];
  return Promise.all([
    startServer(siteLabel, args, PORTS.site, '/home', siteEnv, root),
    startServer(
      'bare app (next start)',
      [NEXT_BIN, 'start', HELLO, '-p', String(PORTS.hello), '-H', '127.0.0.1'],
      PORTS.hello,
      '/',
      // Never the site's data folder, whatever the bare app's build picked up.
      { ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mhv-bench-bare-')) },
    ),
  ]);
}

async function photoRound(site, hello, placeholderTransfers) {
  const copy = path.join(OUT, 'photo-site');
  const count = await preparePhotoSite(ROOT, path.join(OUT, 'photos'), copy);
  await buildSite(`a copy of the site with ${count} photographs`, copy);
  // A database of its own, filled from the copy's content/, which names the photographs.
  const photoEnv = { ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mhv-bench-photos-')) };
  await serveSiteAndBareApp('site with photographs', copy, photoEnv);
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, port: PORTS.browser });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${PORTS.browser}`, defaultViewport: null });
  log('measuring the photo pages');
  const photoTransfers = await measurePhotoPages(browser, site, 'photographs');
  await browser.disconnect();
  await runLighthouse(`${hello}/`, PORTS.browser);
  // As for the placeholder pages: RUNS rounds, each with the bare app, the median of each page kept.
  const bare = [];
  const runs = Object.fromEntries(PHOTO_PAGES.map((p) => [p, []]));
  for (let round = 1; round <= RUNS; round += 1) {
    bare.push(await runLighthouse(`${hello}/`, PORTS.browser));
    for (const p of PHOTO_PAGES) {
      log(`Lighthouse with photographs, round ${round}/${RUNS}: ${p}`);
      const run = await runLighthouse(`${site}${p}`, PORTS.browser);
      writeFileSync(path.join(OUT, `lighthouse-photos${p.replace(/\//g, '-')}-${round}.json`), JSON.stringify(run.lhr));
      runs[p].push({ lcp: run.lcp, performance: run.performance, cls: run.cls });
    }
  }
  const lighthouse = PHOTO_PAGES.map((p) => ({
    path: p,
    lcp: median(runs[p].map((run) => run.lcp)),
    performance: median(runs[p].map((run) => run.performance)),
    cls: median(runs[p].map((run) => run.cls)),
  }));
  cleanup();
  const transfers = placeholderTransfers.flatMap((row, index) => [row, photoTransfers[index]]);
  return { count, transfers, lighthouse, bare: { lcp: median(bare.map((run) => run.lcp)) } };
}

async function main() {
  const startedAt = Date.now();
  mkdirSync(OUT, { recursive: true });
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}; set CHROMIUM_PATH`);

  const meta = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: gitCommit(),
    next: versionOf('next'),
    react: versionOf('react'),
    lighthouse: versionOf('lighthouse'),
    node: process.versions.node,
    cpus: cpus().length,
    loadavg: loadavg()
      .map((n) => n.toFixed(2))
      .join(' / '),
    runs: RUNS,
    confirm: CONFIRM,
    loadSeconds: LOAD_SECONDS,
  };

  if (process.env.BENCH_SKIP_BUILD) {
    log('BENCH_SKIP_BUILD set: reusing .next and bench/hello/.next');
  } else {
    await buildSite('the site');
    build('the bare app (bench/hello)', [HELLO]);
  }
  const staticHtml = path.join(ROOT, '.next', 'server', 'app', 'home.html');
  if (!existsSync(staticHtml)) throw new Error(`${staticHtml} is missing: is /home still prerendered?`);

  const site = `http://127.0.0.1:${PORTS.site}`;
  const hello = `http://127.0.0.1:${PORTS.hello}`;
  log(`serving the site on ${site} and the bare app on ${hello}`);
  await serveSiteAndBareApp('site (npm start)');
  const everyPath = await sitemapPaths(site);
  const paths = process.env.BENCH_ALL_PAGES === '1' ? everyPath : onePagePerRoute(everyPath);
  log(`pages measured (${paths.length} of the sitemap's ${everyPath.length}): ${paths.join(' ')}`);
  const seo = await checkSeo(site, everyPath);

  if (await portInUse(PORTS.browser)) throw new Error(`port ${PORTS.browser} (browser) is already in use`);
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, port: PORTS.browser });
  const browserVersion = await (await fetch(`http://127.0.0.1:${PORTS.browser}/json/version`)).json();
  meta.chromium = `Chromium ${browserVersion.Browser.split('/').pop()}`;

  // Bytes: one pass per page (they do not vary between runs).
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${PORTS.browser}`, defaultViewport: null });
  log('measuring bytes');
  const bareTransfer = await measureTransfer(browser, `${hello}/`);
  const transfers = [];
  for (const p of paths) transfers.push(await measureTransfer(browser, `${site}${p}`));
  const headerBytes = [];
  for (const p of paths) headerBytes.push(await securityHeaderBytes(`${site}${p}`));
  const pictureTransfers = await measurePhotoPages(browser, site, 'placeholders');
  // The staff console's own first load (its sign-in page): none of it is part of any public page's.
  const consoleTransfer = await measureTransfer(browser, `${site}/staff/sign-in`);
  await browser.disconnect();
  log('the service worker: first visit, second visit and a new page, without and with it');
  const offline = await measureOffline(site);

  // Lighthouse. A first, discarded run warms up the fresh browser (it would otherwise handicap whichever
  // page comes first); then every round measures the bare app before and after the pages, so load from
  // other processes during the round weighs on both sides of the comparison.
  log('Lighthouse warm-up run (discarded)');
  await runLighthouse(`${hello}/`, PORTS.browser);
  const lhRuns = { bare: [], routes: paths.map(() => []) };
  const measure = async (label, url, file) => {
    log(`Lighthouse ${label}`);
    const run = await runLighthouse(url, PORTS.browser);
    writeFileSync(path.join(OUT, `lighthouse-${file}.json`), JSON.stringify(run.lhr));
    return run;
  };
  const slug = (p) => p.replace(/^\//, '').replace(/\//g, '-') || 'root';
  for (let round = 1; round <= RUNS; round += 1) {
    lhRuns.bare.push(await measure(`round ${round}/${RUNS}: bare app (before)`, `${hello}/`, `bare-${round}-before`));
    for (const [index, p] of paths.entries()) {
      lhRuns.routes[index].push(await measure(`round ${round}/${RUNS}: ${p}`, `${site}${p}`, `${slug(p)}-${round}`));
    }
    lhRuns.bare.push(await measure(`round ${round}/${RUNS}: bare app (after)`, `${hello}/`, `bare-${round}-after`));
  }

  // A page that misses the performance budget is measured CONFIRM more times, each run right after one
  // of the bare app, and the medians of all runs decide. A busy machine then cannot fail a page on one
  // unlucky run; a page that is really slower stays slower in every run.
  const perfMedian = (runs) => median(runs.map((run) => run.performance));
  meta.remeasured = [];
  for (const [index, p] of paths.entries()) {
    if (!CONFIRM || perfMedian(lhRuns.routes[index]) >= perfMedian(lhRuns.bare) - BUDGETS.perfBelowBarePoints) continue;
    meta.remeasured.push(p);
    for (let extra = 1; extra <= CONFIRM; extra += 1) {
      lhRuns.bare.push(
        await measure(`confirm ${p} ${extra}/${CONFIRM}: bare app`, `${hello}/`, `bare-confirm-${slug(p)}-${extra}`),
      );
      lhRuns.routes[index].push(
        await measure(`confirm ${p} ${extra}/${CONFIRM}`, `${site}${p}`, `${slug(p)}-confirm-${extra}`),
      );
    }
  }
  // The shop's page once the console has changed a price: rendered again by the running server (its scripts deferred
  // by the page cache), not the build's copy. Its LCP beside the built page's, measured the same way.
  log('the console: save a price, then Lighthouse /Products as the server rendered it again');
  const editedRuns = [];
  let catalogueEdit;
  try {
    const refresh = await saveToFresh({ url: site, databaseUrl: () => '' }, [site]);
    for (let round = 1; round <= RUNS; round += 1)
      editedRuns.push(
        await measure(`round ${round}/${RUNS}: /Products after an edit`, `${site}/Products`, `edited-${round}`),
      );
    const productsIndex = paths.indexOf('/Products');
    catalogueEdit = {
      refresh,
      before: productsIndex >= 0 ? combineRuns(lhRuns.routes[productsIndex]) : null,
      after: combineRuns(editedRuns),
    };
  } catch (error) {
    // The rest of the run still measures; the section says what stopped this part.
    log(`the console's save on npm start failed: ${error.message}`);
    for (const [label, output] of serverOutputs) log(`last output of ${label}:\n${output().slice(-1500)}`);
    catalogueEdit = { error: error.message };
  }
  const allRuns = [...lhRuns.bare, ...lhRuns.routes.flat(), ...editedRuns];
  const indexes = allRuns.map((run) => run.benchmarkIndex).filter(Boolean);
  meta.benchmarkIndex = indexes.length ? `${Math.min(...indexes)}–${Math.max(...indexes)}` : 'n/a';
  chrome.kill();
  chrome = null;

  log('load test: npm start against the static server');
  await startServer(
    'static server',
    [path.join(ROOT, 'bench', 'static-server.mjs'), staticHtml, String(PORTS.static), '/home'],
    PORTS.static,
    '/home',
  );
  const server = {
    next: await measureLoad(`${site}/home`, LOAD_SECONDS),
    static: await measureLoad(`http://127.0.0.1:${PORTS.static}/home`, LOAD_SECONDS),
  };
  cleanup();
  log("every tap: 'Add to Cart' before the code loads, and a buyer without JavaScript, on npm start");
  const everyTap = await measureEveryTap(PORTS.site);
  log('deployment (deploy/): nginx and two instances against static nginx and npm start, faults under load');
  const deploy = await benchDeploy({ seconds: LOAD_SECONDS });
  log('the Cloudflare Worker (npm run build:edge) in workerd, beside npm start and the deployment');
  const edge = await benchEdge({ seconds: LOAD_SECONDS, build: !process.env.BENCH_SKIP_BUILD });
  const photos = process.env.BENCH_PHOTOS === '0' ? null : await photoRound(site, hello, pictureTransfers);
  log('the staff console: the order list with 100,000 orders');
  const orderList = measureOrderList(ROOT);
  log('the staff console: the catalogue list with 10,000 products');
  const catalogueList = runTsxBench(ROOT, 'bench/catalogue-list.ts');
  log('Pay Now: a hold against none, and 200 at once for 20 units');
  const payNow = runTsxBench(ROOT, 'bench/pay-now.ts');
  log('the order book: backups of 100,000 orders and reconciling 1,000 pending ones');
  const money = measureMoney(ROOT);

  const results = {
    meta,
    bare: { path: '/', transfer: bareTransfer, lighthouse: combineRuns(lhRuns.bare) },
    routes: paths.map((p, index) => ({
      path: p,
      transfer: transfers[index],
      securityHeaderBytes: headerBytes[index],
      lighthouse: combineRuns(lhRuns.routes[index]),
    })),
    server,
    seo,
    deploy,
    orderList,
    money,
    offline,
    everyTap,
    edge,
    catalogueEdit,
    catalogueList,
    payNow,
    console: consoleTransfer,
  };
  const sections = [
    renderReport(results),
    renderDeploySection(deploy),
    ...(photos ? [renderPhotoReport(photos)] : []),
    renderOrderListSection(orderList, consoleTransfer),
    renderCatalogueSection(catalogueEdit, catalogueList, deploy.catalogue, edge.catalogue),
    renderStockSection(payNow),
    renderMoneySection(money),
    renderOfflineSection(offline),
    renderEveryTapSection(everyTap),
    renderEdgeSection(edge),
  ];
  const report = sections.join('\n\n');
  writeFileSync(RESULTS, `${report}\n`);
  writeFileSync(path.join(OUT, 'results.json'), JSON.stringify(results, null, 2));
  console.log(`\n${report}`);
  log(`wrote ${path.relative(ROOT, RESULTS)} in ${Math.round((Date.now() - startedAt) / 1000)} s`);

  const missed = evaluateBudgets(results).filter((check) => !check.met);
  if (missed.length && process.env.BENCH_STRICT) process.exit(1);
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error}`);
  // What the servers said last, for a failure that came from one of them.
  for (const [label, output] of serverOutputs)
    console.error(`bench: last output of ${label}:\n${output().slice(-3000)}`);
  cleanup();
  process.exit(1);
});
