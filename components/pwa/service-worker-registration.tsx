'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { LOADER_MARK } from '@/lib/site/page-scripts/page-scripts-mark.mjs';
import { keepThisPage, startWorker } from '@/lib/site/pwa/register-worker';

/** Runs `then` once the page's deferred code has all loaded (a prerendered page's loader says so) and the page too. */
function afterPageLoaded(then: () => void): () => void {
  const loader = document.querySelector(`script[${LOADER_MARK}]`);
  const codeLoaded = () => !loader || loader.getAttribute(LOADER_MARK) === 'loaded';
  const check = () => {
    if (document.readyState !== 'complete' || !codeLoaded()) return;
    observer.disconnect();
    window.removeEventListener('load', check);
    then();
  };
  const observer = new MutationObserver(check);
  if (loader) observer.observe(loader, { attributes: true, attributeFilter: [LOADER_MARK] });
  window.addEventListener('load', check);
  check();
  return () => {
    observer.disconnect();
    window.removeEventListener('load', check);
  };
}

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
    return afterPageLoaded(() =>
      startWorker()
        .then((started) => void (running.current = started))
        .catch((error: unknown) => console.warn('The offline copy of the site is not available here:', error)),
    );
  }, []);

  useEffect(() => {
    if (running.current) keepThisPage();
  }, [pathname]);
  return null;
}
