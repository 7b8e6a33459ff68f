'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { redirectFor } from '@/content/routes';

// Shown only if the next page takes longer than this, so fast navigations do not flash.
const SHOW_DELAY_MS = 150;
// A navigation that never lands (offline, server down) must not leave the page covered.
const GIVE_UP_MS = 10_000;

/**
 * The full-screen dark spinner while a page loads. It replaces app/loading.tsx: a
 * route-level loading boundary makes React hide large prerendered pages until a script reveals
 * them, which leaves visitors and crawlers without JavaScript looking at a spinner.
 */
export function NavigationSpinner() {
  const pathname = usePathname();
  const [pending, setPending] = useState<{ from: string; to: string } | null>(null);
  const [shown, setShown] = useState(false);
  const [lastPathname, setLastPathname] = useState(pathname);
  // Arriving anywhere (a link, Back, a redirect) ends the wait.
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setPending(null);
    setShown(false);
  }

  useEffect(() => {
    let showTimer: ReturnType<typeof setTimeout> | undefined;
    let giveUpTimer: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // Arriving at a redirect's target counts as arriving.
      const to = redirectFor(url.pathname)?.to ?? url.pathname;
      if (to === window.location.pathname) return;
      clearTimeout(showTimer);
      clearTimeout(giveUpTimer);
      setShown(false);
      setPending({ from: window.location.pathname, to });
      showTimer = setTimeout(() => setShown(true), SHOW_DELAY_MS);
      giveUpTimer = setTimeout(() => setPending(null), GIVE_UP_MS);
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      clearTimeout(showTimer);
      clearTimeout(giveUpTimer);
    };
  }, []);

  const loading = pending !== null && shown;
  if (!loading) return null;
  return (
    <div
      className="fixed inset-0 z-[90] flex items-center justify-center bg-brand-950"
      role="status"
      aria-label="Loading"
    >
      <div
        className="spinner h-14 w-14 rounded-full border-4 border-gold-400 border-t-transparent"
        aria-hidden="true"
      />
    </div>
  );
}
