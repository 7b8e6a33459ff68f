// Reads back what a rewritten page's loader was given (pageScriptsLoader): the scripts it adds, the ones it preloads,
// and their integrity. The build's script inventory lists each page's scripts from here, as the browser will get them.
// The template tells where the arguments sit in the loader's code, so no guess about the minifier's output is made.
import { LOADER_MARK } from './page-scripts-mark.mjs';
import { LOADER_ARGUMENTS } from './page-scripts-loader.mjs';

const LOADER = new RegExp(`<script ${LOADER_MARK}="">([\\s\\S]*?)</script>`);

/**
 * @param {string} html a page the loader was put into
 * @param {string} template the minified loader the build wrote (build/page-scripts-template.mjs)
 * @returns {{ scripts: string[], preloads: string[], integrity: Record<string, string> } | null} null without a loader
 */
export function readLoaderArguments(html, template) {
  const loader = LOADER.exec(html);
  if (!loader) return null;
  const at = template.indexOf(LOADER_ARGUMENTS);
  const before = template.slice(0, at);
  const after = template.slice(at + LOADER_ARGUMENTS.length);
  const code = loader[1];
  if (at < 0 || !code.startsWith(before) || !code.endsWith(after))
    throw new Error("the page's loader is not the build's template: was it rewritten by another build?");
  // JSON whose '<' was escaped as \u003c, which JSON reads back as it is.
  const [scripts, preloads, , , , , integrity] = JSON.parse(
    `[${code.slice(before.length, code.length - after.length)}]`,
  );
  return { scripts, preloads, integrity: integrity ?? {} };
}
