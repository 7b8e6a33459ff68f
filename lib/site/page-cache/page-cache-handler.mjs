// The page cache of a Node server (next.config.mjs's cacheHandler): Next's own file-system cache, with three
// additions for pages regenerated at run time, which the build steps (build/finish-build.mjs) never see.
//  - A page is stored with its scripts deferred until after the first paint, as the build's pages are; the
//    response that rendered it is the stored copy, so the first visitor gets the same page as the next.
//  - It is stored with its own Content-Security-Policy, naming its inline scripts by hash (they change with the
//    catalogue), in the headers Next sends with every copy of it.
//  - What the page refresh learns (page-cache-state.mjs: pages out of date on this instance) reaches
//    Next's own record of revalidated tags before any answer, and no answer leaves before the start-up check.
// Plain JavaScript: Next loads this file itself, outside its bundles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { withPagePolicy } from '../../server/http/page-policy.mjs';
import { deferScriptsInHtml } from '../page-scripts/defer-scripts.mjs';
import { LOADER_TEMPLATE_FILE, SCRIPT_INTEGRITY_FILE } from '../page-scripts/page-scripts-mark.mjs';
import { pageCacheState } from './page-cache-state.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const { tagsManifest } = tagsManifestModule;
let applied = -1;

function applyMarks() {
  const state = pageCacheState();
  if (state.version === applied) return;
  applied = state.version;
  for (const [tag, marks] of state.marks) tagsManifest.set(tag, { ...tagsManifest.get(tag), ...marks });
}

export default class PageCacheHandler extends FileSystemCache {
  constructor(context) {
    super(context);
    this.serverDistDir = context.serverDistDir;
  }

  /** The minified loader `npm run build` wrote next to the server's files. */
  loaderTemplate() {
    PageCacheHandler.template ??= readFileSync(path.join(this.serverDistDir, LOADER_TEMPLATE_FILE), 'utf8');
    return PageCacheHandler.template;
  }

  /** The integrity of each of the build's script files, which `npm run build` wrote next to the server's files. */
  scriptIntegrity() {
    PageCacheHandler.integrity ??= JSON.parse(
      readFileSync(path.join(this.serverDistDir, SCRIPT_INTEGRITY_FILE), 'utf8'),
    );
    return PageCacheHandler.integrity;
  }

  async get(...args) {
    const { ready } = pageCacheState();
    if (ready) await ready;
    applyMarks();
    return super.get(...args);
  }

  async set(key, data, ctx) {
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string' && data.html.includes('</head>')) {
      try {
        // In place: the response that rendered the page is sent from this same value once it is stored.
        data.html = deferScriptsInHtml(data.html, this.loaderTemplate(), this.scriptIntegrity()) ?? data.html;
      } catch (error) {
        console.error(`[page-cache] ${key}: scripts left as Next wrote them:`, error.message);
      }
      data.headers = withPagePolicy(data.headers, data.html);
    }
    return super.set(key, data, ctx);
  }
}
