// What the service worker keeps in a visitor's browser, named once for the worker (lib/site/pwa/service-worker.ts), the
// page that registers it and the offline page that lists what is kept. Plain values only: all three load this.

/** The link to a kept page's cart: the cart opens on a page whose address ends with it. */
export const CART_HASH = '#cart';

/** The window event that has the cart load its drawers' code before it is used, so that it is kept for offline. */
export const PREPARE_CART_EVENT = 'mhv-prepare-cart';

/** Pages this browser has shown, newest kept, for reopening without a connection. */
export const PAGES_CACHE = 'mhv-pages';
/** Next's build files: named by their content, so a kept copy is never stale. */
export const STATIC_CACHE = 'mhv-static';
/** Pictures this browser has shown. */
export const PICTURES_CACHE = 'mhv-pictures';

/** How many pages, build files and pictures are kept at most; the oldest go first. */
export const KEPT_PAGES = 30;
export const KEPT_STATIC_FILES = 120;
export const KEPT_PICTURES = 80;
/** A picture larger than this is not kept, so the pictures together stay under KEPT_PICTURES times it (16 MB). */
export const KEPT_PICTURE_BYTES = 200_000;

/** A navigation waits this long for the network before a kept copy is shown instead. */
export const NETWORK_WAIT_SECONDS = 3;

/** The message a page sends the worker with the addresses it has already loaded, so they are kept too. */
export const KEEP_LOADED_MESSAGE = 'keep-loaded';
