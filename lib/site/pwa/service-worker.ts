/// <reference lib="webworker" />
// The site's service worker, bundled by build/build-service-worker.mjs into public/sw.js after each build. It runs
// in the visitor's browser, apart from any page, and keeps what this browser has already shown so that it opens
// again on a connection that drops or stalls. It never fetches what a visitor has not opened: all it installs is the
// stylesheet of the offline page (which every page shares, so the browser already holds it); the offline page itself
// is written into this file.
//
// The caching strategies and their time-out are Serwist's. Its all-in-one Serwist class (precaching, routing,
// analytics, background sync: 13 kB gzip) and its ExpirationPlugin (1.3 kB, with a database of its own for ages) are
// not used: every first visit pays for this file, and a few lines below do what this site needs of them.
import { CacheFirst, CacheableResponsePlugin, NetworkFirst, type SerwistPlugin, type Strategy } from 'serwist';
import {
  KEEP_LOADED_MESSAGE,
  KEPT_PAGES,
  KEPT_PICTURE_BYTES,
  KEPT_PICTURES,
  KEPT_STATIC_FILES,
  NETWORK_WAIT_SECONDS,
  PAGES_CACHE,
  PICTURES_CACHE,
  STATIC_CACHE,
} from '@/lib/site/pwa/offline-caches';
import { CONSOLE_PATH } from '@/lib/server/http/security-headers.mjs';

declare const self: ServiceWorkerGlobalScope;
/** The offline page's HTML and the stylesheets it links: written in by the build. */
declare const OFFLINE_PAGE: { html: string; stylesheets: string[]; headers: Record<string, string> };
// The save-data flag of the visitor's browser, where it tells one (Chromium does, in workers too).
type WithConnection = { connection?: { saveData?: boolean } };

/**
 * Addresses the worker never answers or keeps: the server's API, the private receipts and bookings (their keys are in
 * the address), the cart cookie's page and its forms, the contact form's post and the page that names the visitor's
 * address, a care follow-up's deletion page (its key), and the staff console. Their requests go to the network
 * exactly as without a worker.
 */
const PRIVATE_PATH_PREFIXES = ['/api/', '/orders/', '/bookings/', '/cart', '/contact/', '/care/delete', CONSOLE_PATH];
const OWN_CACHES = [PAGES_CACHE, STATIC_CACHE, PICTURES_CACHE];
const PICTURE_FILE = /\.(avif|webp|jpe?g|png|gif|svg|ico)$/i;

/** Only the site's own public addresses: other sites (Paystack, YouTube) and the private paths pass straight by. */
function isPublic(url: URL): boolean {
  return (
    url.origin === self.location.origin && !PRIVATE_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))
  );
}

const savingData = () => (self.navigator as WithConnection).connection?.saveData === true;
const isBuildFile = (url: URL) => url.pathname.startsWith('/_next/static/');

/** Keeps a picture only while it is small enough, so the pictures' cache stays bounded in size as well as count. */
const smallEnough: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const declared = Number(response.headers.get('content-length') ?? NaN);
    const size = Number.isFinite(declared) ? declared : (await response.clone().arrayBuffer()).byteLength;
    return size <= KEPT_PICTURE_BYTES ? response : null;
  },
};
/**
 * Keeps a cache to its newest `maxEntries`. A cache lists its entries in the order they were stored, and storing an
 * address again moves it to the end, so the first ones are the oldest. Without room (a full or refused quota) nothing
 * is stored and the network answers, as without the worker.
 */
const keepNewest = (maxEntries: number): SerwistPlugin => ({
  cacheDidUpdate: async ({ cacheName }) => {
    const cache = await caches.open(cacheName);
    const entries = await cache.keys();
    await Promise.all(entries.slice(0, -maxEntries).map((entry) => cache.delete(entry)));
  },
});
const onlyComplete = new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
  plugins: [onlyComplete, keepNewest(KEPT_PAGES)],
});
const buildFiles = new CacheFirst({ cacheName: STATIC_CACHE, plugins: [onlyComplete, keepNewest(KEPT_STATIC_FILES)] });
const pictures = new CacheFirst({
  cacheName: PICTURES_CACHE,
  plugins: [onlyComplete, smallEnough, keepNewest(KEPT_PICTURES)],
});

const offlinePage = () =>
  new Response(OFFLINE_PAGE.html, { headers: { 'Content-Type': 'text/html; charset=utf-8', ...OFFLINE_PAGE.headers } });

/** Which of the worker's caches keeps `url`, or null when the worker leaves it to the network. */
function strategyFor(url: URL, request?: Request) {
  if (!isPublic(url)) return null;
  if (request?.mode === 'navigate') return pages;
  if (isBuildFile(url)) return buildFiles;
  if (PICTURE_FILE.test(url.pathname) || request?.destination === 'image') return savingData() ? null : pictures;
  return null;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const strategy = strategyFor(new URL(request.url), request);
  if (!strategy) return;
  const answer = strategy.handle({ event, request });
  // A page this browser never kept, asked for without a connection: the site's own offline page.
  event.respondWith(strategy === pages ? answer.catch(offlinePage) : answer);
});

self.addEventListener('install', (event) => {
  // The offline page's stylesheet, from the browser's cache when a page has already loaded it.
  event.waitUntil(caches.open(STATIC_CACHE).then((cache) => cache.addAll(OFFLINE_PAGE.stylesheets)));
  // A new deployment's worker takes over at once: pages always come from the network first, and the build files a
  // kept page names are kept with it, so an old page never runs new code.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  const stale = async () => (await caches.keys()).filter((name) => !OWN_CACHES.includes(name));
  event.waitUntil(stale().then((names) => Promise.all(names.map((name) => caches.delete(name)))));
  event.waitUntil(self.clients.claim());
});

/**
 * The page that started the worker was loaded before the worker ran, and a page reached by a link inside the site came
 * as Next's data: the page sends its address and the files it loaded, and they are kept like any other page's, from
 * the browser's HTTP cache where it holds them (only a page reached by a link is fetched whole).
 */
self.addEventListener('message', (event) => {
  const { type, page, files } = (event.data ?? {}) as { type?: unknown; page?: unknown; files?: unknown };
  if (type !== KEEP_LOADED_MESSAGE || typeof page !== 'string' || !Array.isArray(files)) return;
  // The browser's own copy when it has one, however old: the page and its files were just shown from it.
  const keep = (strategy: Strategy, url: URL) =>
    strategy.handle({ event, request: new Request(url, { cache: 'force-cache' }) });
  const kept = isPublic(new URL(page)) ? [keep(pages, new URL(page))] : [];
  for (const file of files) {
    const url = typeof file === 'string' ? new URL(file) : null;
    const strategy = url && strategyFor(url);
    if (url && strategy) kept.push(keep(strategy, url));
  }
  event.waitUntil(Promise.allSettled(kept));
});
