// What the browser does when code the page asks for on demand cannot be loaded: Next's chunks are named by their
// content, so a new deployment removes the old ones, and a chunk never fetched is not kept for offline use. The
// page-scripts loader (lib/site/page-scripts/page-scripts-loader.mjs) does the same for the page's own code.
import { RELOADED_KEY_PREFIX } from '@/lib/site/page-scripts/page-scripts-mark.mjs';

/** The page is loading again; the browser has no connection; or the page already loaded again once, in vain. */
export type ChunkRecovery = 'reloading' | 'offline' | 'failed';

/** The address of the chunk the bundler could not load, as its error names it ('Failed to load chunk <path> …'). */
function failedChunk(error: unknown): string | null {
  const path = error instanceof Error ? /^Failed to load chunk (\S+)/.exec(error.message)?.[1] : undefined;
  if (!path) return null;
  return new URL(path.startsWith('/') || /^https?:/.test(path) ? path : `/_next/${path}`, location.href).href;
}

/**
 * Asks the network for the chunk that failed (a HEAD request, which the service worker leaves to the network). Gone
 * from the site: the page loads again, once per page and browser session, bringing the current code. No answer: the
 * browser is offline. Still there: its load was cut short, as Firefox does to a page's pending loads when a tapped link
 * leaves it, and loading the page again would undo that tap.
 */
export async function recoverFromChunkError(error: unknown): Promise<ChunkRecovery> {
  const chunk = failedChunk(error);
  const answer = await fetch(chunk ?? location.href, { method: 'HEAD', cache: 'no-store' }).catch(() => null);
  if (!answer) return 'offline';
  if (chunk && answer.ok) return 'failed';
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
