// Does the weight of /Products and /directory grow with the catalogue? Builds a copy of the site in a temporary
// folder, once with today's content and once with every product and business listed N times (renamed, new ids),
// then measures what a first visit downloads (Chromium's own network events, as `npm run bench` does).
//
// Usage: node bench/catalogue-scale.mjs [--rev <git revision>] [--scales 1,10] [--port 3360] [--paths
// /Products,/directory]
// Without --rev it measures the working tree as it is (committed or not). The real content/ is never changed.
import { spawn, spawnSync, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { measureTransfer } from './transfer.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium-flags.mjs';
import { finishBuild } from '../build/finish-build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce(
      (pairs, value, index, all) => (value.startsWith('--') ? [...pairs, [value.slice(2), all[index + 1]]] : pairs),
      [],
    ),
);
const scales = (args.scales ?? '1,10').split(',').map(Number);
const port = Number(args.port ?? 3360);
const paths = (args.paths ?? '/Products,/directory').split(',');
const CHROMIUM = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

function copySite(dir) {
  if (args.rev) {
    execSync(`git archive ${args.rev} | tar -x -C ${dir}`, { cwd: ROOT, stdio: 'inherit', shell: '/bin/bash' });
  } else {
    execSync(`git ls-files -co --exclude-standard -z | tar --null -T - -c | tar -x -C ${dir}`, {
      cwd: ROOT,
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  }
  // Hard links: a full copy of node_modules in no time and no space (Turbopack refuses a symlink out of the project).
  execSync(`cp -al ${path.join(ROOT, 'node_modules')} ${path.join(dir, 'node_modules')}`);
}

/** Rewrites `export const <name>: <Type>[] = [` so the list is repeated `times` times with renamed copies. */
function multiply(file, name, type, rename) {
  const source = readFileSync(file, 'utf8');
  const declaration = `export const ${name}: ${type}[] = [`;
  if (!source.includes(declaration)) throw new Error(`${file}: cannot find "${declaration}"`);
  return (
    source.replace(declaration, `const base_${name}: ${type}[] = [`) +
    `\nexport const ${name}: ${type}[] = Array.from({ length: SCALE }, (_, copy) => base_${name}.map((item) => (copy === 0 ? item : ${rename}))).flat();\n`
  );
}

function scaleContent(dir, times) {
  if (times === 1) return;
  const products = path.join(dir, 'content/products.ts');
  writeFileSync(
    products,
    `const SCALE = ${times};\n${multiply(products, 'products', 'Product', '{ ...item, id: item.id + copy * 1000, name: `${item.name} (${copy + 1})` }')}`,
  );
  const directory = path.join(dir, 'content/directory.ts');
  writeFileSync(
    directory,
    `const SCALE = ${times};\n${multiply(directory, 'directoryListings', 'BusinessListing', '{ ...item, companyName: `${item.companyName} (${copy + 1})` }')}`,
  );
}

async function waitFor(url, child) {
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function measure(dir, times) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const next = path.join(dir, 'node_modules/next/dist/bin/next');
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`build at ${times}x failed`);
  await finishBuild(dir);
  // What `npm start` runs (server.mjs), as in production.
  const server = spawn(process.execPath, [path.join(dir, 'server.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    await waitFor(`http://127.0.0.1:${port}${paths[0]}`, server);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const rows = [];
    for (const route of paths) {
      const html = Buffer.from(await (await fetch(`http://127.0.0.1:${port}${route}`)).arrayBuffer());
      const visit = await measureTransfer(browser, `http://127.0.0.1:${port}${route}`);
      rows.push({
        scale: `${times}x`,
        route,
        htmlBytes: html.length,
        htmlGzip: gzipSync(html).length,
        transfer: visit.transferBytes,
        js: visit.jsBytes,
        requests: visit.requests,
      });
    }
    await browser.disconnect();
    return rows;
  } finally {
    await chrome.kill();
    process.kill(-server.pid, 'SIGTERM');
  }
}

const results = [];
for (const times of scales) {
  const dir = mkdtempSync(path.join(tmpdir(), `mhv-scale-${times}x-`));
  try {
    copySite(dir);
    scaleContent(dir, times);
    results.push(...(await measure(dir, times)));
  } finally {
    if (!args.keep) rmSync(dir, { recursive: true, force: true });
  }
}
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`\ncatalogue scale (${args.rev ?? 'working tree'}): first visit at 412 px, no cache`);
console.log('scale | route | HTML | HTML gzip | transfer | of which JS | requests');
for (const row of results) {
  console.log(
    `${row.scale} | ${row.route} | ${kB(row.htmlBytes)} | ${kB(row.htmlGzip)} | ${kB(row.transfer)} | ${kB(row.js)} | ${row.requests}`,
  );
}
