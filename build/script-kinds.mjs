// What each script file of a build is for, for the script inventory (build/script-inventory.mjs), from what the build
// itself says:
//  - next-runtime: the files Next names as every page's own (build-manifest.json's rootMainFiles: Turbopack's
//    runtime, React, Next's client), its polyfills and its small manifests (polyfillFiles, lowPriorityFiles), and the
//    chunks whose client modules (in the pages' client reference manifests) are all Next's, React's or their helpers';
//  - page-code: the chunks holding any module of the project (app/, components/, lib/, content/) or of another
//    package the pages use, and those no manifest names at all (loaded on demand by the pages' code: the cart drawer);
//  - paystack: the chunk holding @paystack/inline-js, loaded on demand when Pay Now is tapped. Turbopack's browser
//    chunks carry numeric module ids only and no manifest names it, so it is told by its contents: the library's own
//    name for itself and its checkout's address, in a file no page names.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { filesUnder } from './files-under.mjs';

/** Strings @paystack/inline-js holds, minified or not (its global name and the origin of its checkout frame). */
const PAYSTACK_MARKS = ['PaystackPop', 'checkout.paystack.com'];

/** Modules of these packages are Next's runtime; any other module makes its chunk page code. */
const RUNTIME_PACKAGE =
  /^\[project\]\/node_modules\/(?:next|react|react-dom|react-server-dom-turbopack|scheduler|@swc\/helpers)\//;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const withoutQuery = (address) => address.split('?')[0];

/**
 * The client reference manifests Next wrote beside each page: `globalThis.__RSC_MANIFEST[page] = {…}`, run in a
 * context of their own (the build's own output, like the rest of it).
 * @param {string} root
 * @returns {{ clientModules?: Record<string, { chunks?: string[] }>, entryJSFiles?: Record<string, string[]> }[]}
 */
function clientReferenceManifests(root) {
  const manifests = [];
  for (const file of filesUnder(path.join(root, '.next', 'server', 'app'), /_client-reference-manifest\.js$/)) {
    const context = vm.createContext({});
    vm.runInContext(readFileSync(file, 'utf8'), context, { timeout: 1000 });
    manifests.push(...Object.values(context.__RSC_MANIFEST ?? {}));
  }
  return manifests;
}

/** The modules each chunk address holds, as far as the manifests say. @param {string} root */
function modulesByChunk(root) {
  /** @type {Map<string, Set<string>>} */
  const modules = new Map();
  const add = (address, name) => modules.set(address, (modules.get(address) ?? new Set()).add(name));
  for (const manifest of clientReferenceManifests(root)) {
    for (const [name, entry] of Object.entries(manifest.clientModules ?? {}))
      for (const chunk of entry.chunks ?? []) add(withoutQuery(chunk), name);
    for (const [name, files] of Object.entries(manifest.entryJSFiles ?? {}))
      for (const file of files) add(`/_next/${withoutQuery(file)}`, name);
  }
  return modules;
}

/**
 * The kind of each address of `addresses`, files of the build at root.
 * @param {string} root
 * @param {Iterable<string>} addresses '/_next/static/…' addresses
 * @returns {Map<string, 'next-runtime' | 'page-code' | 'paystack'>}
 */
export function scriptKinds(root, addresses) {
  const build = readJson(path.join(root, '.next', 'build-manifest.json'));
  const named = [...(build.rootMainFiles ?? []), ...(build.polyfillFiles ?? []), ...(build.lowPriorityFiles ?? [])];
  const runtime = new Set(named.map((file) => `/_next/${withoutQuery(file)}`));
  const modules = modulesByChunk(root);
  const kinds = new Map();
  for (const address of addresses) {
    const held = [...(modules.get(address) ?? [])];
    let kind = 'page-code';
    if (runtime.has(address)) kind = 'next-runtime';
    else if (held.length > 0) kind = held.every((name) => RUNTIME_PACKAGE.test(name)) ? 'next-runtime' : 'page-code';
    else {
      const text = readFileSync(path.join(root, '.next', address.slice('/_next/'.length)), 'utf8');
      if (PAYSTACK_MARKS.every((mark) => text.includes(mark))) kind = 'paystack';
    }
    kinds.set(address, kind);
  }
  return kinds;
}
