import { LOADER_MARK } from '@/lib/site/page-scripts/page-scripts-mark.mjs';
import { ENGINE_ERRORS_KEY } from './engine-proxy';

// What the tests of the other engines (e2e/engines.spec.ts) ask of a browser, the same for Firefox (puppeteer-core
// over WebDriver BiDi) and WebKitGTK (W3C WebDriver): elements are found by XPath, which both drivers take, and every
// tap and keystroke is the driver's own input, as a visitor's would be.
export interface EngineSession {
  /** Opens `path` of the site and waits for the page's code, as a visitor's first tap does. */
  goto(path: string): Promise<void>;
  /** Taps the element once it is shown. */
  click(xpath: string): Promise<void>;
  /** Replaces what the field holds with `text`, typed key by key. */
  type(xpath: string, text: string): Promise<void>;
  /** Runs `body` (a function body that returns a JSON value) in the page. */
  evaluate<T>(body: string): Promise<T>;
  /** The text of `css` inside the first frame matching `frameCss`, or null while either is missing. */
  frameText(frameCss: string, css: string): Promise<string | null>;
  close(): Promise<void>;
}

/** Polls `check` until it returns a value other than null, false or undefined. */
export async function until<T>(
  what: string,
  check: () => Promise<T | null | false | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== null && value !== false && value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * True once the page's deferred scripts have loaded (or it has none) and the first visit's splash is over: the moment
 * a visitor's tap is the code's.
 */
export const PAGE_READY = `
  var loader = document.querySelector('script[${LOADER_MARK}]');
  return document.readyState === 'complete' && (!loader || loader.getAttribute('${LOADER_MARK}') === 'loaded') &&
    !document.documentElement.classList.contains('show-splash');`;

/**
 * Every script error, unhandled rejection and policy violation the proxy's recorder saw in this browser tab; null if
 * the recorder never ran.
 */
export const RECORDED_ERRORS = `return JSON.parse(sessionStorage.getItem('${ENGINE_ERRORS_KEY}') || 'null');`;

/** XPath string literal for `text` (XPath 1.0 has no escapes). */
export function xpathLiteral(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  if (!text.includes('"')) return `"${text}"`;
  return `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}
