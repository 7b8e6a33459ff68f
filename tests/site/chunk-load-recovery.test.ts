/**
 * @jest-environment <rootDir>/tests/support/jsdom-esbuild-environment.cjs
 */
// What the page does when code it asks for on demand fails to load: it asks the server for that chunk, and only a
// chunk gone from the server (a new deployment) loads the page again; a chunk still there means its load was cut
// short (a tapped link leaving the page, in Firefox), and the page is left to go where the visitor sent it.
import { recoverFromChunkError } from '@/lib/site/pwa/chunk-load-recovery';
import { RELOADED_KEY_PREFIX } from '@/lib/site/page-scripts/page-scripts-mark.mjs';

const chunkError = () =>
  Object.assign(new Error('Failed to load chunk static/chunks/0abc.js?dpl=b1 from module 42'), {
    name: 'ChunkLoadError',
  });
const reloadKey = () => RELOADED_KEY_PREFIX + location.pathname;
const asked: { url: string; method?: string }[] = [];

function serverAnswers(status: number | 'no network') {
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(url), method: init?.method });
    if (status === 'no network') throw new TypeError('Failed to fetch');
    return { ok: status >= 200 && status < 300, status } as Response;
  }) as typeof fetch;
}

beforeEach(() => {
  asked.length = 0;
  sessionStorage.clear();
  // jsdom cannot navigate: it says so on the console when the page asks to load again.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('a chunk still on the server: its load was cut short, and the page does not load again', async () => {
  serverAnswers(200);
  expect(await recoverFromChunkError(chunkError())).toBe('failed');
  expect(asked).toEqual([{ url: `${location.origin}/_next/static/chunks/0abc.js?dpl=b1`, method: 'HEAD' }]);
  expect(sessionStorage.getItem(reloadKey())).toBeNull();
});

it('a chunk gone from the server: the page loads again, once', async () => {
  serverAnswers(404);
  expect(await recoverFromChunkError(chunkError())).toBe('reloading');
  expect(sessionStorage.getItem(reloadKey())).toBe('1');
  expect(await recoverFromChunkError(chunkError())).toBe('failed');
});

it('no answer from the network: the browser is offline', async () => {
  serverAnswers('no network');
  expect(await recoverFromChunkError(chunkError())).toBe('offline');
});
