// Every tap counts, measured in Chromium on a phone's screen against the built site (`npm start`, with a fake of
// Paystack's API on this machine):
//   1. taps lost: the page's scripts arrive SCRIPT_DELAY_MS late (a slow connection); TAPS taps on 'Add to Cart', each
//      made as soon as the page has loaded, across the products of every page of the shop; then the cart a visitor
//      sees, against the taps made (a tap lost, or one counted twice);
//   2. the bytes a buyer without JavaScript transfers from /Products to Paystack's page: the shop page, 'Add to Cart'
//      and /cart, the checkout's form and its answer, every response as it goes on the wire (the counting proxy of
//      bench/offline.mjs), up to the redirect to Paystack.
// npm run bench runs it on the build it measures; alone: node bench/every-tap.mjs (the build in .next).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium-flags.mjs';
import { startFakePaystackApi } from '../e2e/support/fake-paystack-api.mjs';
import { LOADER_MARK } from '../lib/site/page-scripts/page-scripts-mark.mjs';
import { MOBILE } from './deploy.mjs';
import { countingProxy } from './offline.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The delay of the measurement that found two of three taps lost, and the test's count of taps. */
const SCRIPT_DELAY_MS = 1500;
const TAPS = 20;
const SECRET = 'sk_test_bench_every_tap';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm start` of the built site on `port`, with its own data and the fake Paystack; resolves once it answers. */
async function startSite(port, paystackUrl) {
  const env = {
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mhv-bench-every-tap-')),
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_API_URL: paystackUrl,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const child = spawn(process.execPath, ['server.mjs', '-p', String(port)], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: 'ignore',
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  for (let tries = 0; tries < 240; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/home`)).ok) return stop;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  stop();
  throw new Error('the site did not answer within 60 s');
}

/** Every shop page (All, each page of it) and the names of the products it offers for sale there. */
async function shopOffers(browser, site) {
  const context = await browser.newContext({ ...MOBILE, javaScriptEnabled: false });
  const page = await context.newPage();
  const offers = [];
  for (let number = 1; ; number += 1) {
    const address = number === 1 ? '/Products' : `/Products/page/${number}`;
    const response = await page.goto(`${site}${address}`);
    if (!response?.ok()) break;
    const names = await page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('button', { name: 'Add to Cart', disabled: false }) })
      .getByRole('heading')
      .allTextContents();
    offers.push(...names.map((name) => ({ address, name: name.trim() })));
  }
  await context.close();
  if (!offers.length) throw new Error('the shop offers nothing to add');
  return offers;
}

/** TAPS taps on 'Add to Cart' with the scripts late; what the visitor's cart holds afterwards, against the taps. */
async function tapsLost(browser, site, offers) {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' });
  await context.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      await sleep(SCRIPT_DELAY_MS);
      await route.continue().catch(() => undefined);
    },
  );
  const page = await context.newPage();
  const tapped = new Map();
  for (let tap = 0; tap < TAPS; tap += 1) {
    const { address, name } = offers[tap % offers.length];
    await page.goto(`${site}${address}`);
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    tapped.set(name, (tapped.get(name) ?? 0) + 1);
    // Whichever answered the tap: the page's code ('Added') or the server (its /cart).
    await Promise.race([
      page.waitForURL(/\/cart$/),
      card.getByRole('button', { name: 'Added' }).waitFor({ timeout: 10_000 }),
    ]).catch(() => undefined);
  }
  // The next page, once its code has run: the cart the visitor would see.
  await page.goto(`${site}/home`);
  await page.waitForFunction(
    (mark) => document.querySelector(`script[${mark}]`)?.getAttribute(mark) === 'loaded',
    LOADER_MARK,
  );
  await sleep(500);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]');
  await context.close();
  const inCart = new Map(stored.map((line) => [line.name, line.quantity]));
  let lost = 0;
  let doubled = 0;
  for (const [name, count] of tapped) {
    lost += Math.max(0, count - (inCart.get(name) ?? 0));
    doubled += Math.max(0, (inCart.get(name) ?? 0) - count);
  }
  return { taps: TAPS, lost, doubled, delayMs: SCRIPT_DELAY_MS };
}

/** A buyer without JavaScript, from /Products to Paystack's page: the bytes of each step, on the wire. */
async function bytesWithoutCode(browser, site, offer) {
  const counted = await countingProxy(site, { keepHost: true });
  const context = await browser.newContext({ ...MOBILE, javaScriptEnabled: false });
  // Paystack's page is theirs, not ours: the redirect to it ends the measurement.
  let reachedPaystack = false;
  await context.route(/^https:\/\/checkout\.paystack\.com\//, (route) => {
    reachedPaystack = true;
    return route.abort();
  });
  const page = await context.newPage();
  const steps = [];
  const step = async (label, action) => {
    await action();
    await counted.quiet();
    const entries = counted.take();
    steps.push({ label, requests: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0) });
  };
  try {
    await step(`the shop page (${offer.address})`, () => page.goto(`${counted.url}${offer.address}`));
    await step("'Add to Cart', then /cart", () =>
      page
        .getByTestId('product-card')
        .filter({ has: page.getByRole('heading', { name: offer.name, exact: true }) })
        .getByRole('button', { name: 'Add to Cart' })
        .click(),
    );
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByLabel('Your Name').fill('Kofi Mensah');
    await checkout.getByLabel('Phone Number').fill('0244000222');
    await checkout.getByLabel('Email').fill('bench-no-code@example.com');
    await step("'Pay Now' and the redirect to Paystack", () =>
      Promise.all([
        page.waitForEvent('requestfailed', (request) => request.url().startsWith('https://checkout.paystack.com/')),
        checkout.getByRole('button', { name: 'Pay Now' }).click(),
      ]),
    );
  } finally {
    await context.close();
    await counted.close();
  }
  if (!reachedPaystack) throw new Error("the checkout never sent the buyer to Paystack's page");
  return { steps, bytes: steps.reduce((sum, entry) => sum + entry.bytes, 0) };
}

/** Both measurements on a site of their own on `port`. */
export async function measureEveryTap(port) {
  const paystack = await startFakePaystackApi({ secretKey: SECRET });
  const stopSite = await startSite(port, paystack.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const site = `http://localhost:${port}`;
    const offers = await shopOffers(browser, site);
    return { taps: await tapsLost(browser, site, offers), noCode: await bytesWithoutCode(browser, site, offers[0]) };
  } finally {
    await browser.close();
    stopSite();
    await paystack.stop();
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

export function renderEveryTapSection({ taps, noCode }) {
  return [
    '## Every tap counts',
    '',
    `Taps on 'Add to Cart' made as soon as each shop page had loaded, its scripts ${taps.delayMs} ms late: ` +
      `**${taps.lost} of ${taps.taps} lost**, ${taps.doubled} counted twice.`,
    '',
    "A buyer without JavaScript, from the shop to Paystack's page (bytes on the wire, headers included):",
    '',
    '| step | requests | kB |',
    '|---|---|---|',
    ...noCode.steps.map((step) => `| ${step.label} | ${step.requests} | ${kb(step.bytes)} |`),
    `| **in all** | ${noCode.steps.reduce((sum, step) => sum + step.requests, 0)} | **${kb(noCode.bytes)}** |`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureEveryTap(Number(process.env.BENCH_PORT || 3171));
  console.log(renderEveryTapSection(result));
}
