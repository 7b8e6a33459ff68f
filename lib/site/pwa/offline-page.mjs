// Plain JavaScript, so the build's own scripts (the page-scripts loader, the service worker's build) read the same
// values as the site's code.

/** The worker's address (public/sw.js, written by build/build-service-worker.mjs); its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The site's own page for a visitor without a connection who opens a page this browser has not kept. */
export const OFFLINE_PATH = '/offline';

/** Marks the one script the service worker keeps when it serves the offline page without the site's code. */
export const OFFLINE_SCRIPT_MARK = 'data-offline-script';
