// Build step: every prerendered page's scripts wait for the first paint (lib/site/page-scripts/defer-scripts.mjs).
// Pages the server renders again at run time get the same from the page cache (lib/site/page-cache).
// Both copies Next keeps of a prerendered page are rewritten: .next/server/app (the build's seed) and
// .next/server/route-cache (served by `next start`). Pages rendered per request (an order's receipt) keep Next's
// own tags. Each script the loader adds carries its integrity, from the manifest written first
// (build/script-integrity.mjs). Usage: node build/defer-page-scripts.mjs [project]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from './files-under.mjs';
import { deferScriptsInHtml } from '../lib/site/page-scripts/defer-scripts.mjs';
import { writeLoaderTemplate } from './page-scripts-template.mjs';
import { writeScriptIntegrity } from './script-integrity.mjs';

/** @returns {{ pages: number, rewritten: number }} */
export function deferPageScripts(root) {
  const template = writeLoaderTemplate(root);
  const integrity = writeScriptIntegrity(root);
  const server = path.join(root, '.next', 'server');
  const totals = { pages: 0, rewritten: 0 };
  for (const dir of [path.join(server, 'app'), path.join(server, 'route-cache')]) {
    for (const file of filesUnder(dir, /\.html$/)) {
      totals.pages += 1;
      let html;
      try {
        html = deferScriptsInHtml(readFileSync(file, 'utf8'), template, integrity);
      } catch (error) {
        throw new Error(`${path.relative(root, file)}: ${error.message}`);
      }
      if (html === null) continue;
      writeFileSync(file, html);
      totals.rewritten += 1;
    }
  }
  if (totals.pages === 0) throw new Error('no prerendered page found under .next/server: run next build first');
  return totals;
}
