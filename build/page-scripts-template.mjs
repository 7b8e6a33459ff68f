// The page-scripts loader (lib/site/page-scripts/page-scripts-loader.mjs) minified once per build, as esbuild would
// any script: its comments, line breaks and long names go, so the function stays free to be written like any other
// code. The build writes it next to the server's files, where the page cache reads it for the pages it renders again
// at run time; the server itself never needs esbuild.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { LOADER_ARGUMENTS, loadPageScripts } from '../lib/site/page-scripts/page-scripts-loader.mjs';
import { LOADER_TEMPLATE_FILE } from '../lib/site/page-scripts/page-scripts-mark.mjs';

/** The loader's call, with LOADER_ARGUMENTS where each page's arguments go. */
export function loaderTemplate() {
  // ES2019 at most, the syntax the loader is written in: it runs before any of the site's code, in any browser.
  return transformSync(`(${loadPageScripts})(${LOADER_ARGUMENTS})`, { minify: true, target: 'es2019' }).code.trim();
}

/** Writes the template into `.next/server` and returns it. */
export function writeLoaderTemplate(root) {
  const template = loaderTemplate();
  writeFileSync(path.join(root, '.next', 'server', LOADER_TEMPLATE_FILE), template);
  return readFileSync(path.join(root, '.next', 'server', LOADER_TEMPLATE_FILE), 'utf8');
}
