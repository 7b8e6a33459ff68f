// The small inline script that takes the place of Next's <script async> tags in every prerendered page.
//
// Next requests a page's code (about 150 kB gzip) in the same moment as its stylesheet and its largest picture. On a
// slow mobile connection these share the bandwidth, so the first picture of the page waits for code that only makes
// the page interactive. This loader lets the page paint first: it adds the same scripts, in the same way, once the
// first contentful paint has been presented and the page's high-priority picture (if any) has arrived. A page opened
// in the background, or in a browser without paint timing, loads its code at once, as Next would.
import { LOADER_MARK, RELOADED_KEY_PREFIX } from './page-scripts-mark.mjs';
import { OFFLINE_PATH } from '../pwa/offline-page.mjs';

/**
 * How long the code waits for the page's high-priority picture before loading anyway. The loader sets no other timer:
 * a page whose clock is held (as the e2e tests hold it) still gets its code.
 */
const PICTURE_WAIT_MS = 3000;

/**
 * Runs in the browser as a classic inline script, stringified into the page (see pageScriptsLoader).
 * A page that the service worker kept from an earlier deployment may name code the server no longer has: when a
 * script fails, a HEAD request for it (which the worker leaves to the network) tells. Gone from the server: the page
 * is loaded again from the network (once per page and browser session). No answer: the worker's offline page is shown.
 * Still there: nothing is done, the load was cut short. Without a worker the page stays as it is: its content is all
 * there without its code. A script whose bytes differ from the build's (its integrity, when the page has them) fails
 * the same way, and is not run; the HEAD request then finds it there and the page stays without its code. A preload
 * names the same integrity as its script, or the browser would fetch the file twice; same-origin files need no
 * crossorigin attribute for their integrity to be checked.
 * @param {string[]} scripts the page's script chunks, in Next's order
 * @param {string[]} preloads the chunks Next preloads without running them
 * @param {number} pictureWaitMs
 * @param {string} mark LOADER_MARK
 * @param {string} offlinePath OFFLINE_PATH
 * @param {string} reloadedKeyPrefix RELOADED_KEY_PREFIX
 * @param {Record<string, string>} [integrity] each script's and preload's integrity ('sha256-…'), by its address
 */
export function loadPageScripts(scripts, preloads, pictureWaitMs, mark, offlinePath, reloadedKeyPrefix, integrity) {
  var done = false;
  var failed = false;
  var loader = document.currentScript;
  // Next builds the code for Chrome 111, Safari 16.4 and Firefox 111. An older browser (Android 6 stays on Chrome 106)
  // could run part of it and stop half-way, its buttons dead; it keeps the page as it works without JavaScript.
  // String's isWellFormed came in Chrome 111 and Safari 16.4 (Firefox 119: its 111 to 118 get the page without code).
  if (!('isWellFormed' in String.prototype)) return loader && loader.setAttribute(mark, 'skipped');
  var pending = scripts.length;
  function settle() {
    if (--pending === 0 && loader) loader.setAttribute(mark, 'loaded');
  }
  function fail(src) {
    settle();
    if (failed) return;
    failed = true;
    fetch(src, { method: 'HEAD', cache: 'no-store' }).then(
      function (answer) {
        // Still there: its load was cut short (Firefox fails a page's pending loads as a tapped link leaves it).
        if (answer.ok) return;
        try {
          var key = reloadedKeyPrefix + location.pathname;
          if (sessionStorage.getItem(key)) return;
          sessionStorage.setItem(key, '1');
        } catch {
          return;
        }
        location.reload();
      },
      function () {
        var worker = navigator.serviceWorker;
        if (worker && worker.controller) location.replace(offlinePath);
      },
    );
  }
  function load() {
    if (done) return;
    done = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = href;
      if (integrity && integrity[href]) link.setAttribute('integrity', integrity[href]);
      document.head.appendChild(link);
    });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      if (integrity && integrity[src]) script.setAttribute('integrity', integrity[src]);
      script.async = true;
      script.onload = settle;
      script.onerror = fail.bind(null, src);
      document.head.appendChild(script);
    });
  }
  function afterPicture() {
    var picture = document.querySelector('img[fetchpriority="high"]');
    if (!picture || picture.complete) return load();
    picture.addEventListener('load', load);
    picture.addEventListener('error', load);
    setTimeout(load, pictureWaitMs);
  }
  try {
    if (document.visibilityState !== 'visible' || PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) {
      return load();
    }
    document.addEventListener('visibilitychange', load);
    new PerformanceObserver(function (list, observer) {
      var painted = list.getEntries().some(function (entry) {
        return entry.name === 'first-contentful-paint';
      });
      if (!painted) return;
      observer.disconnect();
      afterPicture();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    load();
  }
}

/** Where the minified call takes the page's arguments: a global name, which a minifier leaves as it is. */
export const LOADER_ARGUMENTS = '__PAGE_SCRIPTS_ARGUMENTS__';

/**
 * The inline <script> element for one page. `template` is the loader's call minified once by the build
 * (build/page-scripts-template.mjs), with LOADER_ARGUMENTS where the arguments go. They are put in as JSON whose '<'
 * is escaped, so no value can close the element. Without `integrity` the call is what it was before integrity came.
 * @param {string} template
 * @param {string[]} scripts
 * @param {string[]} preloads
 * @param {Record<string, string>} [integrity] by the addresses of `scripts` and `preloads`
 */
export function pageScriptsLoader(template, scripts, preloads, integrity) {
  const values = [scripts, preloads, PICTURE_WAIT_MS, LOADER_MARK, OFFLINE_PATH, RELOADED_KEY_PREFIX];
  if (integrity) values.push(integrity);
  const args = values.map((value) => JSON.stringify(value)).join(',');
  const call = template.replace(LOADER_ARGUMENTS, () => args.replace(/</g, '\\u003c'));
  return `<script ${LOADER_MARK}="">${call}</script>`;
}
