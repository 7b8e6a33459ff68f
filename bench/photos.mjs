// The photograph run of `npm run bench`: the site as it would be if every picture of /about, /Products and
// /directory (the folders public/team, public/products and public/directory) were a 4000 x 3000 phone-sized JPEG.
// The site is copied into bench/.out/photo-site with those photographs in place of the pictures and content/ naming
// them, as the organisation would put them in; the copy is built like any site, so the real picture pipeline
// prepares them, and the three pages are measured at 375 px (2x) and 1280 px (1x): what the first view downloads,
// and what a visitor who scrolls to the end downloads. Lighthouse (mobile) then measures the three pages and the
// bare app again. The site's own tree and build are left as they are.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { makePhoto } from '../tests/support/make-photo.mjs';

export const PHOTO_PAGES = ['/about', '/Products', '/directory'];
const PHOTO_FOLDERS = ['team', 'products', 'directory'];
const PICTURE_FILE = /\.(svg|jpe?g|png|webp|avif)$/i;
// What the copy keeps from one run to the next: the copies its build prepared, so each photograph is prepared once.
const KEPT = ['.pictures', 'public/_img'];
export const WIDTHS = [
  { label: '375 px', width: 375, height: 740, deviceScaleFactor: 2, mobile: true },
  { label: '1280 px', width: 1280, height: 800, deviceScaleFactor: 1, mobile: false },
];
const QUIET_MS = 1500;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Empties the copy but for what it keeps between runs. */
function clearCopy(site, dir = '') {
  if (!existsSync(path.join(site, dir))) return;
  for (const name of readdirSync(path.join(site, dir))) {
    const relative = path.join(dir, name);
    if (KEPT.includes(relative)) continue;
    if (KEPT.some((kept) => kept.startsWith(`${relative}/`))) clearCopy(site, relative);
    else rmSync(path.join(site, relative), { recursive: true, force: true });
  }
}

/**
 * Copies `from` to `to` with its times, so the copy's picture preparation sees the file it saw before. A link git
 * tracks (bench/hello/node_modules) is copied as the link it is.
 */
function copyKeepingTimes(from, to) {
  mkdirSync(path.dirname(to), { recursive: true });
  if (lstatSync(from).isSymbolicLink()) {
    rmSync(to, { force: true });
    symlinkSync(readlinkSync(from), to);
    return;
  }
  copyFileSync(from, to);
  const { atime, mtime } = statSync(from);
  utimesSync(to, atime, mtime);
}

/**
 * Copies the site's tree (what git tracks or would track, without the lockfile, so that the copy resolves its
 * packages from the site's node_modules) into `site`, with each picture of the photo folders replaced by a photograph
 * (made once and kept in `photosDir`) and content/ naming the photographs. Returns how many pictures were replaced.
 */
export async function preparePhotoSite(root, photosDir, site) {
  clearCopy(site);
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => file && file !== 'package-lock.json' && existsSync(path.join(root, file)));
  const replaced = new Map();
  for (const file of files) {
    const [top, folder, name] = file.split('/');
    if (top === 'public' && PHOTO_FOLDERS.includes(folder) && name && PICTURE_FILE.test(name)) {
      const photo = path.join(photosDir, folder, `${path.parse(name).name}.jpg`);
      if (!existsSync(photo)) await makePhoto(photo);
      copyKeepingTimes(photo, path.join(site, 'public', folder, path.basename(photo)));
      replaced.set(`/${folder}/${name}`, `/${folder}/${path.basename(photo)}`);
    } else copyKeepingTimes(path.join(root, file), path.join(site, file));
  }
  for (const file of files.filter((name) => name.startsWith('content/') && name.endsWith('.ts'))) {
    const target = path.join(site, file);
    const text = readFileSync(target, 'utf8');
    let named = text;
    for (const [picture, photo] of replaced) named = named.replaceAll(`'${picture}'`, `'${photo}'`);
    if (named !== text) writeFileSync(target, named);
  }
  return replaced.size;
}

async function quiet(state) {
  const started = Date.now();
  while (Date.now() - started < 30000) {
    if (state.pending.size === 0 && Date.now() - state.last >= QUIET_MS) return;
    await sleep(100);
  }
}

/** Bytes received (on the wire) for the first view of `url`, then after scrolling to its end. */
export async function measureScrolled(browser, url, viewport) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setDeviceMetricsOverride', viewport);
    const state = { pending: new Set(), last: Date.now(), bytes: 0, images: 0, scripts: 0, types: new Map() };
    cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
      state.pending.add(requestId);
      state.types.set(requestId, type);
      state.last = Date.now();
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      state.pending.delete(requestId);
      state.last = Date.now();
      state.bytes += encodedDataLength;
      if (state.types.get(requestId) === 'Image') state.images += encodedDataLength;
      if (state.types.get(requestId) === 'Script') state.scripts += encodedDataLength;
    });
    cdp.on('Network.loadingFailed', ({ requestId }) => state.pending.delete(requestId));
    // A returning visitor: no splash, so the first view is the page itself.
    await page.evaluateOnNewDocument(() => window.sessionStorage.setItem('hasLoadedBefore', 'true'));
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    await quiet(state);
    const first = { bytes: state.bytes, images: state.images, scripts: state.scripts };
    for (let step = 0; step < 40; step += 1) {
      const done = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await sleep(150);
      if (done) break;
    }
    await quiet(state);
    return { first, scrolled: { bytes: state.bytes, images: state.images, scripts: state.scripts } };
  } finally {
    await context.close();
  }
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

/** The closing section of bench/results.md. */
export function renderPhotoReport({ count, transfers, lighthouse, bare }) {
  const lines = [
    '## Photographs',
    '',
    `Every picture of ${PHOTO_PAGES.map((p) => `\`${p}\``).join(', ')} (${count} pictures) replaced by its own 4000 × 3000 JPEG of 5 to 6 MB in a copy of the site, prepared by the build's picture pipeline (bench/photos.mjs). Bytes received on a first visit (no cache): the first view, then after scrolling to the end of the page; images and scripts are part of the total.`,
    '',
    '| Page | Width | Pictures | First view kB | of it images | of it JS | Scrolled to the end kB | of it images |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of transfers) {
    lines.push(
      `| \`${row.path}\` | ${row.width} | ${row.kind} | ${kB(row.first.bytes)} | ${kB(row.first.images)} | ${kB(row.first.scripts)} | ${kB(row.scrolled.bytes)} | ${kB(row.scrolled.images)} |`,
    );
  }
  lines.push(
    '',
    `Lighthouse mobile with the photographs, median of each page's runs (bare app in the same rounds: LCP ${Math.round(bare.lcp)} ms).`,
    '',
  );
  lines.push('| Page | LCP ms | LCP vs bare | Perf | CLS |', '| --- | ---: | ---: | ---: | ---: |');
  for (const row of lighthouse) {
    lines.push(
      `| \`${row.path}\` | ${Math.round(row.lcp)} | ${(row.lcp / bare.lcp).toFixed(2)}× | ${row.performance} | ${row.cls.toFixed(3)} |`,
    );
  }
  return lines.join('\n');
}
