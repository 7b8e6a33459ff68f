// The photograph run of `npm run bench`: every picture of /about, /Products and /directory (the folders
// public/team, public/products and public/directory) is replaced by its own 4000 x 3000 phone-sized JPEG
// through PICTURE_SWAP, the site is built again so the real picture pipeline prepares them, and the three
// pages are measured at 375 px (2x) and 1280 px (1x): what the first view downloads, and what a visitor who
// scrolls to the end downloads. Lighthouse (mobile) then measures the three pages and the bare app again.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makePhoto } from '../tests/support/make-photo.mjs';

export const PHOTO_PAGES = ['/about', '/Products', '/directory'];
const PHOTO_FOLDERS = ['team', 'products', 'directory'];
const PICTURE_FILE = /\.(svg|jpe?g|png|webp|avif)$/i;
export const WIDTHS = [
  { label: '375 px', width: 375, height: 740, deviceScaleFactor: 2, mobile: true },
  { label: '1280 px', width: 1280, height: 800, deviceScaleFactor: 1, mobile: false },
];
const QUIET_MS = 1500;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes one photograph per picture (kept in `dir` for the next run) and returns the PICTURE_SWAP file. */
export async function preparePhotos(root, dir) {
  const swap = {};
  for (const folder of PHOTO_FOLDERS) {
    // Pictures only: the build leaves .br/.gz copies of the SVGs beside them for nginx.
    const pictures = readdirSync(path.join(root, 'public', folder)).filter((name) => PICTURE_FILE.test(name));
    for (const name of pictures) {
      const photo = path.join(dir, folder, `${path.parse(name).name}.jpg`);
      if (!existsSync(photo)) await makePhoto(photo);
      swap[`/${folder}/${name}`] = photo;
    }
  }
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'swap.json');
  writeFileSync(file, JSON.stringify(swap, null, 2));
  return { file, count: Object.keys(swap).length };
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
    `Every picture of ${PHOTO_PAGES.map((p) => `\`${p}\``).join(', ')} (${count} pictures) replaced by its own 4000 × 3000 JPEG of 5 to 6 MB, prepared by the build's picture pipeline (\`PICTURE_SWAP\`, bench/photos.mjs). Bytes received on a first visit (no cache): the first view, then after scrolling to the end of the page; images and scripts are part of the total.`,
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
