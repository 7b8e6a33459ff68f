/** @jest-environment node */
// The build's script inventory (build/script-inventory.mjs), on a small made-up build (tests/fixtures/script-inventory)
// as Next would leave it: its pages are rewritten by the real build step first (the loader, with each script's
// integrity), then inventoried. Every script file with its hash, size and kind; each public page with its loader's
// scripts and its headers; nothing of the console, Next's error pages or the metadata routes.
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deferPageScripts } from '@/build/defer-page-scripts.mjs';
import { writeScriptInventory } from '@/build/script-inventory.mjs';
import { SCRIPT_INVENTORY_FILE } from '@/lib/server/csp/script-inventory-file.mjs';
import { commonSecurityHeaders } from '@/lib/server/http/security-headers.mjs';

const FIXTURE = path.join(process.cwd(), 'tests', 'fixtures', 'script-inventory', 'next');
const chunk = (name: string) => `/_next/static/chunks/${name}.js`;

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'mhv-inventory-'));
  cpSync(FIXTURE, path.join(root, '.next'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

type Inventory = {
  format: string;
  deploymentId: string;
  scripts: Record<string, { sha256: string; bytes: number; kind: string }>;
  pages: Record<
    string,
    { scripts: string[]; preloads: string[]; otherScripts: string[]; headers: Record<string, string> }
  >;
};
const inventoryOf = (): Inventory =>
  JSON.parse(readFileSync(path.join(root, '.next', 'server', SCRIPT_INVENTORY_FILE), 'utf8'));
const built = () => {
  deferPageScripts(root);
  return writeScriptInventory(root);
};

it('lists every script file with its SHA-256, its size and what it is for, and says so in one line', () => {
  expect(built()).toBe(
    'script-inventory: 12 scripts: 7 next-runtime (0.6 kB), 4 page-code (0.7 kB), 1 paystack (0.2 kB); ' +
      '2 public pages, deployment dfixture1',
  );
  const { format, deploymentId, scripts } = inventoryOf();
  expect([format, deploymentId]).toEqual(['mhv-script-inventory', 'dfixture1']);
  const bytes = readFileSync(path.join(root, '.next', 'static', 'chunks', 'paystack-inline.js'));
  expect(scripts[chunk('paystack-inline')]).toEqual({
    sha256: `sha256-${createHash('sha256').update(bytes).digest('base64')}`,
    bytes: bytes.length,
    kind: 'paystack',
  });
  const kinds = Object.fromEntries(Object.entries(scripts).map(([address, script]) => [address, script.kind]));
  expect(kinds).toEqual({
    // Named by Next's build manifest: every page's own, the polyfills, its small manifests.
    '/_next/static/fixture-build/_buildManifest.js': 'next-runtime',
    '/_next/static/fixture-build/_ssgManifest.js': 'next-runtime',
    [chunk('main')]: 'next-runtime',
    [chunk('react')]: 'next-runtime',
    [chunk('turbopack-runtime')]: 'next-runtime',
    [chunk('polyfills')]: 'next-runtime',
    // Holding only Next's modules, by the pages' client reference manifests.
    [chunk('next-router')]: 'next-runtime',
    // Holding the project's modules (next/link's shares them: a page chunk all the same).
    [chunk('site-layout')]: 'page-code',
    [chunk('home-page')]: 'page-code',
    [chunk('products-page')]: 'page-code',
    // Named by no manifest: loaded on demand by the pages' code.
    [chunk('cart-drawer')]: 'page-code',
    [chunk('paystack-inline')]: 'paystack',
  });
});

it('lists each public page with the scripts its loader adds, in order, and its security headers', () => {
  built();
  const { pages } = inventoryOf();
  expect(Object.keys(pages)).toEqual(['/Products', '/home']);
  const common = Object.fromEntries(commonSecurityHeaders.map(({ key, value }) => [key.toLowerCase(), value]));
  expect(pages['/home']).toEqual({
    scripts: ['react', 'turbopack-runtime', 'next-router', 'site-layout', 'home-page', 'main'].map(chunk),
    preloads: [chunk('main')],
    otherScripts: [chunk('polyfills')],
    headers: {
      ...common,
      'content-security-policy':
        "default-src 'self'; script-src 'self' 'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='; object-src 'none'",
    },
  });
  // A page stored without a policy of its own is listed with the common headers only.
  expect(pages['/Products'].headers).toEqual(common);
  expect(pages['/Products'].scripts).toContain(chunk('products-page'));
});

it("takes Next's build id when the build has no deployment id of its own", () => {
  rmSync(path.join(root, '.next', 'cache', 'deployment-id'));
  built();
  expect(inventoryOf().deploymentId).toBe('fixture-build');
});

it('stops the build when the pages are not rewritten yet, or a script changed after the rewrite', () => {
  expect(() => writeScriptInventory(root)).toThrow('no page-scripts-loader.js: run this after the pages are rewritten');
  deferPageScripts(root);
  const products = path.join(root, '.next', 'server', 'app', 'Products.html');
  const rewritten = readFileSync(products, 'utf8');
  writeFileSync(products, readFileSync(path.join(FIXTURE, 'server', 'app', 'Products.html')));
  expect(() => writeScriptInventory(root)).toThrow('/Products: no page-scripts loader in the page');
  writeFileSync(products, rewritten);
  appendFileSync(path.join(root, '.next', 'static', 'chunks', 'home-page.js'), '/* changed */');
  expect(() => writeScriptInventory(root)).toThrow(
    `/home: the loader's integrity of ${chunk('home-page')}?dpl=dfixture1 is not the file's`,
  );
});
