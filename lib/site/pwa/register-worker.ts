// The browser side of the service worker, run by components/pwa/service-worker-registration.tsx once the page and its
// code have loaded.
import { KEEP_LOADED_MESSAGE, PREPARE_CART_EVENT } from '@/lib/site/pwa/offline-caches';
import { SERVICE_WORKER_URL } from '@/lib/site/pwa/offline-page.mjs';
import { routes } from '@/content/routes';

type WithConnection = Navigator & { connection?: { saveData?: boolean } };

/** The site's own files this page has loaded (code, styles, pictures). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).origin === location.origin);
}

/** Runs `then` once the browser has nothing more pressing to do (at once where it cannot tell). */
function whenIdle(then: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(() => then(), { timeout: 2000 });
  else then();
}

/**
 * Asks the worker to keep the page on screen and the files it loaded. The first page was fetched before the worker
 * ran, and a page reached by a link inside the site arrives as Next's data rather than as a page: either way the
 * worker has not seen the page itself, and keeps it now (from the browser's own cache where it holds it).
 * `firstPage`: this page was loaded before the worker answered for it, as the visitor's first page of the site is.
 */
export function keepThisPage(firstPage = false) {
  navigator.serviceWorker.controller?.postMessage({
    type: KEEP_LOADED_MESSAGE,
    page: location.href,
    files: loadedFiles(),
  });
  // The cart's drawers' code, fetched once when the page is idle so that the worker keeps it: the cart then opens
  // without a connection on every page kept, used before or not. In the shop at once; elsewhere from the visitor's
  // second page, so that one who opens a single page and leaves never pays for it (about 6 kB gzip). Once kept, it
  // costs nothing more.
  if (!firstPage || location.pathname.startsWith(routes.shop)) {
    whenIdle(() => window.dispatchEvent(new Event(PREPARE_CART_EVENT)));
  }
}

/**
 * Registers the worker and keeps the page it started on; with NEXT_PUBLIC_SERVICE_WORKER=off, unregisters it instead.
 * Returns whether the worker runs.
 */
export async function startWorker(): Promise<boolean> {
  if (process.env.NEXT_PUBLIC_SERVICE_WORKER === 'off') {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    return false;
  }
  // With the browser's data saver on, nothing is fetched that the visitor did not ask for.
  if ((navigator as WithConnection).connection?.saveData) return false;
  const firstPage = !navigator.serviceWorker.controller;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  keepThisPage(firstPage);
  return true;
}
