// Plain JavaScript, so the build's own scripts, the page cache and the site's code share it.

/**
 * The attribute of the inline loader that adds a prerendered page's scripts after its first paint: it marks a page
 * already rewritten (so the build step can run twice), and its value becomes "loaded" once every script has loaded or
 * failed ("skipped" in a browser too old for them). The service worker waits for that before it starts, and so do the
 * e2e tests before a visitor's taps.
 */
export const LOADER_MARK = 'data-page-scripts';

/**
 * The start of the sessionStorage key, followed by the page's path, that records that a page was loaded again because
 * code it needed could not be loaded: whichever code failed (the page's own, loaded by the loader, or code it loads on
 * demand), a page loads again at most once per browser session, so a server missing a file never makes it loop.
 */
export const RELOADED_KEY_PREFIX = `${LOADER_MARK}:`;

/** The minified loader the build writes into .next/server, for the pages the server renders again at run time. */
export const LOADER_TEMPLATE_FILE = 'page-scripts-loader.js';

/**
 * The integrity ('sha256-…') of every script file of the build, by its address ('/_next/static/chunks/a.js'), which the
 * build writes into .next/server (build/script-integrity.mjs) for the loader to give each script it adds.
 */
export const SCRIPT_INTEGRITY_FILE = 'page-scripts-integrity.json';
