/**
 * @jest-environment <rootDir>/tests/support/jsdom-esbuild-environment.cjs
 */
import { deferScriptsInHtml } from '@/lib/site/page-scripts/defer-scripts.mjs';
import { loadPageScripts } from '@/lib/site/page-scripts/page-scripts-loader.mjs';
import { loaderTemplate } from '@/build/page-scripts-template.mjs';

// The loader as the build minifies it once, and as the server's page cache reads it back.
const template = loaderTemplate();
const defer = (html: string) => deferScriptsInHtml(html, template);

const polyfills = '<script src="/_next/static/chunks/polyfills.js?dpl=x1" noModule=""></script>';

// A prerendered page as Next writes it: chunks and a preload in <head>, the bootstrap chunk in <body>, and the
// polyfills that only browsers without JavaScript modules load.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/pages/hero.svg" as="image" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css?dpl=x1" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js?dpl=x1"/>',
  '<script src="/_next/static/chunks/react.js?dpl=x1" async=""></script>',
  '<script src="/_next/static/chunks/page.js?dpl=x1" async=""></script>',
  '<title>Home</title></head><body><main>Hello</main>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  '<script src="/_next/static/chunks/main.js?dpl=x1" async=""></script>',
  polyfills,
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

const pageScripts = [
  '/_next/static/chunks/react.js?dpl=x1',
  '/_next/static/chunks/page.js?dpl=x1',
  '/_next/static/chunks/main.js?dpl=x1',
];

const addedScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

function runLoader(html: string) {
  document.head.innerHTML = '';
  const loader = /<script data-page-scripts="">(.*?)<\/script>/.exec(html)![1];
  new Function(loader)();
}

describe('deferScriptsInHtml', () => {
  it('replaces every script tag and script preload of the page with one loader, and keeps the rest', () => {
    const html = defer(page)!;
    expect(html.match(/<script src=[^>]*><\/script>/g)).toEqual([polyfills]);
    expect(html).not.toContain('as="script"');
    expect(html.match(/<script data-page-scripts=""/g)).toHaveLength(1);
    expect(html.indexOf('data-page-scripts')).toBeLessThan(html.indexOf('</head>'));
    for (const kept of ['as="image"', 'rel="stylesheet"', '<main>Hello</main>', 'id="_R_"', '__next_f']) {
      expect(html).toContain(kept);
    }
  });

  it('gives the loader the same scripts, in the same order, and the preload', () => {
    // jsdom has no paint timing, so the loader adds them at once, as in a browser without it.
    runLoader(defer(page)!);
    expect(addedScripts()).toEqual(pageScripts);
    expect([...document.head.querySelectorAll('script')].every((script) => script.async)).toBe(true);
    const preload = document.head.querySelector('link[rel="preload"]');
    expect(preload?.getAttribute('href')).toBe('/_next/static/chunks/main.js?dpl=x1');
    expect(preload?.getAttribute('as')).toBe('script');
  });

  it('loads none of the code in a browser older than the one it is built for, and says so on the loader', () => {
    const isWellFormed = Object.getOwnPropertyDescriptor(String.prototype, 'isWellFormed')!;
    delete (String.prototype as { isWellFormed?: unknown }).isWellFormed;
    try {
      document.body.innerHTML = defer(page)!.replace(/^.*<head>|<\/head>.*$/g, '');
      const loader = document.body.querySelector('script[data-page-scripts]')!;
      const code = loader.textContent!;
      document.head.innerHTML = '';
      // As the browser runs it: document.currentScript is the loader.
      Object.defineProperty(document, 'currentScript', { configurable: true, get: () => loader });
      new Function(code)();
      expect(addedScripts()).toEqual([]);
      expect(loader.getAttribute('data-page-scripts')).toBe('skipped');
    } finally {
      Object.defineProperty(String.prototype, 'isWellFormed', isWellFormed);
      delete (document as { currentScript?: unknown }).currentScript;
    }
  });

  it('asks the server for a script that failed, and loads the page again only when it is gone', async () => {
    const asked: string[] = [];
    for (const status of [200, 404]) {
      sessionStorage.clear();
      global.fetch = jest.fn(async (url: RequestInfo | URL) => {
        asked.push(String(url));
        return { ok: status === 200, status } as Response;
      }) as typeof fetch;
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      runLoader(defer(page)!);
      document.head.querySelector('script')!.dispatchEvent(new Event('error'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Still there: the load was cut short (a tapped link leaving the page), and the page is left to go.
      expect(sessionStorage.length).toBe(status === 200 ? 0 : 1);
    }
    expect(asked).toEqual([pageScripts[0], pageScripts[0]]);
  });

  it("still loads the page's code when the loader's source has a line comment", () => {
    const written = String(loadPageScripts);
    // The loader as someone editing it would write it: a comment on a line of its own, then its statements.
    const commented = written.replace('{', "{\n  // The page's scripts, added once it has painted.\n");
    const source = jest.spyOn(loadPageScripts as { toString(): string }, 'toString').mockReturnValue(commented);
    try {
      runLoader(defer(page)!);
    } finally {
      source.mockRestore();
    }
    expect(addedScripts()).toEqual(pageScripts);
  });

  it("pushes Next's page data from one inline script, in the same order, so the policy names one hash for it", () => {
    const data = [
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"1:I[\\"a\\"]\\n"])</script>',
      '<script>self.__next_f.push([1,"2:[\\"$\\",\\"div\\"]\\n"])</script>',
    ].join('');
    const html = defer(page.replace(/<script>\(self\.__next_f[^<]*<\/script>/, data))!;
    const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual([
      '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,"1:I[\\"a\\"]\\n"]);' +
        'self.__next_f.push([1,"2:[\\"$\\",\\"div\\"]\\n"])',
    ]);
    const pushed: unknown[] = [];
    new Function('self', scripts[0])({ __next_f: pushed });
    expect(pushed).toEqual([[0], [1, '1:I["a"]\n'], [1, '2:["$","div"]\n']]);
  });

  it('leaves a page it has already rewritten as it is', () => {
    expect(defer(defer(page)!)).toBeNull();
  });

  it('stops the build when a page has none of the script tags Next writes', () => {
    expect(() => defer('<html><head><title>x</title></head><body></body></html>')).toThrow(
      'has Next changed its page format?',
    );
    expect(() => defer('<p>no head</p>')).toThrow('no </head> in the page');
  });

  it("stops the build when one of Next's scripts is still in the page after the rewrite", () => {
    // Written another way than <script src async="">: it would load before the first paint, the loader not waiting.
    const deferred = '<script src="/_next/static/chunks/page.js?dpl=x1" defer="">';
    const html = page.replace('<script src="/_next/static/chunks/page.js?dpl=x1" async="">', deferred);
    expect(() => defer(html)).toThrow(`${deferred} is still in the page after the rewrite`);
  });

  it('cannot close its own <script> element, whatever the file names hold', () => {
    const html = defer(page.replace('page.js?dpl=x1', 'page.js?dpl=</script>'))!;
    const loader = html.slice(html.indexOf('<script data-page-scripts'));
    expect(loader.indexOf('</script>')).toBe(loader.indexOf('</script></head>'));
  });
});

describe('deferScriptsInHtml with the build’s integrity manifest', () => {
  // As build/script-integrity.mjs writes it: by address, without Next's query.
  const manifest: Record<string, string> = {
    '/_next/static/chunks/react.js': `sha256-${'R'.repeat(64)}`,
    '/_next/static/chunks/page.js': `sha256-${'P'.repeat(64)}`,
    '/_next/static/chunks/main.js': `sha256-${'M'.repeat(64)}`,
    '/_next/static/chunks/polyfills.js': `sha256-${'Y'.repeat(64)}`,
  };
  const integrityOf = (src: string | null) => manifest[src!.split('?')[0]];

  it('gives every script the loader adds, its preload and the polyfills the integrity of their file', () => {
    const html = deferScriptsInHtml(page, template, manifest)!;
    runLoader(html);
    const added = [...document.head.querySelectorAll('script')];
    expect(added.map((script) => script.getAttribute('src'))).toEqual(pageScripts);
    for (const script of added) expect(script.getAttribute('integrity')).toBe(integrityOf(script.getAttribute('src')));
    const preload = document.head.querySelector('link[rel="preload"]')!;
    expect(preload.getAttribute('integrity')).toBe(manifest['/_next/static/chunks/main.js']);
    expect(html).toContain(
      `<script src="/_next/static/chunks/polyfills.js?dpl=x1" integrity="${manifest['/_next/static/chunks/polyfills.js']}" noModule=""></script>`,
    );
  });

  it('takes the manifest as a Map or a function alike', () => {
    const asObject = deferScriptsInHtml(page, template, manifest);
    expect(deferScriptsInHtml(page, template, new Map(Object.entries(manifest)))).toBe(asObject);
    expect(deferScriptsInHtml(page, template, (address: string) => manifest[address])).toBe(asObject);
  });

  it('writes the page as before when called without one', () => {
    const html = defer(page)!;
    expect(html).not.toContain('sha256-');
    expect(html).toContain(polyfills);
  });

  it('refuses a page naming a script the manifest does not know: the two are not from one build', () => {
    const partial = { ...manifest };
    delete partial['/_next/static/chunks/page.js'];
    expect(() => deferScriptsInHtml(page, template, partial)).toThrow(
      "/_next/static/chunks/page.js?dpl=x1 has no integrity in the build's manifest",
    );
    expect(() => deferScriptsInHtml(page, template, { ...manifest, '/_next/static/chunks/page.js': 'md5-x' })).toThrow(
      'has no integrity',
    );
  });
});
