// What the browser does when code the page asks for on demand cannot be loaded: Next's chunks are named by their
// content, so a new deployment removes the old ones, and a chunk never fetched is not kept for offline use. The
// page-scripts loader (lib/site/page-scripts/page-scripts-loader.mjs) does the same for the page's own code.
import { RELOADED_KEY_PREFIX } from '@/lib/site/page-scripts/page-scripts-mark.mjs';

/** The page is loading again; the browser has no connection; or the page already loaded again once, in vain. */
export type ChunkRecovery = 'reloading' | 'offline' | 'failed';

/**
 * Asks the network for the page (a HEAD request, which the service worker leaves to the network). When the site
 * answers, the chunk is gone from it and the page loads again, once per page and browser session, bringing the
 * current code; when it does not, the browser is offline.
 */
export async function recoverFromChunkError(): Promise<ChunkRecovery> {
  const connected = await fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
    () => true,
    () => false,
  );
  if (!connected) return 'offline';
  const key = RELOADED_KEY_PREFIX + location.pathname;
  try {
    if (sessionStorage.getItem(key)) return 'failed';
    sessionStorage.setItem(key, '1');
  } catch {
    // Without storage, nothing would stop a second reload.
    return 'failed';
  }
  location.reload();
  return 'reloading';
}
