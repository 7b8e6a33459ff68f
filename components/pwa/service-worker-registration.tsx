'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { KEEP_LOADED_MESSAGE, SERVICE_WORKER_URL } from '@/lib/pwa/offline-caches';
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
 * worker has not seen the page itself, and keeps it now (mostly from the browser's own cache).
 */
function keepThisPage() {
  navigator.serviceWorker.controller?.postMessage({
    type: KEEP_LOADED_MESSAGE,
    page: location.href,
    files: loadedFiles(),
  });
  // A visitor in the shop may fill the cart later without a connection: its drawers' code is fetched now, once, so
  // the worker keeps it (elsewhere it loads when the cart is first used, as without a worker).
  if (location.pathname.startsWith(routes.shop)) void import('@/components/cart/cart-and-checkout-drawers');
}

function wanted(): boolean {
  return process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator;
}

async function startWorker() {
  if (process.env.NEXT_PUBLIC_SERVICE_WORKER === 'off') {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    return;
  }
  // With the browser's data saver on, nothing is fetched that the visitor did not ask for.
  if ((navigator as WithConnection).connection?.saveData) return;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  keepThisPage();
}

/**
 * Starts the site's service worker once the page's own code has loaded and the page has finished loading, so it never
 * competes with the first view, then keeps each page the visitor moves to. Nothing happens in development or where
 * the browser refuses (a private window, storage turned off): the site then works as it does without a worker.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();
  const started = useRef(false);

  useEffect(() => {
    if (!wanted()) return;
    const start = () =>
      startWorker()
        .then(() => (started.current = true))
        .catch((error: unknown) => console.warn('The offline copy of the site is not available here:', error));
    if (document.readyState === 'complete') void start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  useEffect(() => {
    if (started.current) keepThisPage();
  }, [pathname]);
  return null;
}
