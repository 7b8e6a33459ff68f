'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

// Its own download, fetched once the page has finished loading.
const worker = () => import('@/lib/pwa/register-worker');

/**
 * Starts the site's service worker once the page's own code has loaded and the page has finished loading, so it never
 * competes with the first view, then keeps each page the visitor moves to. Nothing happens in development or where
 * the browser refuses (a private window, storage turned off): the site then works as it does without a worker.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();
  const running = useRef(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const start = () =>
      worker()
        .then(({ startWorker }) => startWorker())
        .then((started) => void (running.current = started))
        .catch((error: unknown) => console.warn('The offline copy of the site is not available here:', error));
    if (document.readyState === 'complete') void start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  useEffect(() => {
    if (running.current) void worker().then(({ keepThisPage }) => keepThisPage());
  }, [pathname]);
  return null;
}
