// The browser side of the service worker, run by components/pwa/service-worker-registration.tsx once the page and its
// code have loaded.
import { KEEP_LOADED_MESSAGE, PREPARE_CART_EVENT } from '@/lib/pwa/offline-caches';
import { SERVICE_WORKER_URL } from '@/lib/pwa/offline-page.mjs';
import { routes } from '@/lib/routes';

type WithConnection = Navigator & { connection?: { saveData?: boolean } };

/** The site's own files this page has loaded (code, styles, pictures). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).origin === location.origin);
}

/**
 * Asks the worker to keep the page on screen and the files it loaded. The first page was fetched before the worker
 * ran, and a page reached by a link inside the site arrives as Next's data rather than as a page: either way the
 * worker has not seen the page itself, and keeps it now (from the browser's own cache where it holds it).
 */
export function keepThisPage() {
  navigator.serviceWorker.controller?.postMessage({
    type: KEEP_LOADED_MESSAGE,
    page: location.href,
    files: loadedFiles(),
  });
  // A visitor in the shop may fill the cart later without a connection: its drawers' code is fetched now, once, so
  // the worker keeps it (elsewhere it loads when the cart is first used, as without a worker).
  if (location.pathname.startsWith(routes.shop)) window.dispatchEvent(new Event(PREPARE_CART_EVENT));
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
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  keepThisPage();
  return true;
}
