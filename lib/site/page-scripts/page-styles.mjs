// A prerendered page's stylesheet, written into the page as the rules its own markup can use. Linked, the stylesheet
// is a request the first paint waits for: on a slow mobile connection, one more round trip (two on a new connection)
// before anything shows. Inline, the page paints from its HTML alone. The whole stylesheet still arrives, after the
// paint, with the page's scripts (page-scripts-loader.mjs): the classes the code sets later (an open drawer, a chosen
// answer) are in it, and the client's router finds it where it expects it. The build cuts the stylesheet into rules
// (build/stylesheet-rules.mjs); the build, the page cache and the Worker share this file.
import { STYLES_MARK } from './page-scripts-mark.mjs';

// A link to one of the site's stylesheets as Next writes it: the address, then its path without the query.
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="((\/_next\/static\/[^"?]+\.css)(?:\?[^"]*)?)" data-precedence="next"\/>/g;
const INLINE_STYLESHEETS = new RegExp(`<style ${STYLES_MARK}="([^"]*)">`, 'g');
const INLINE_STYLE = new RegExp(`<style ${STYLES_MARK}="([^"]*)">[\\s\\S]*?</style>`);
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
// Any word of the page, inline scripts included: a class a script adds before the first paint (the splash's) counts.
const WORD = /[A-Za-z_][\w-]*/g;

/** @typedef {Array<[string[], string[][] | null, string]>} StylesheetRules build/stylesheet-rules.mjs's */

/** Every class name the page's markup holds, and every word of it. */
function namesIn(html) {
  const names = new Set(html.match(WORD));
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value.replace(/&amp;/g, '&').split(/\s+/)) names.add(name);
  }
  return names;
}

/**
 * The rules whose selectors can match an element of the page, in the stylesheet's order, each inside its at-rules.
 * @param {string} html
 * @param {StylesheetRules} rules
 */
function usedStyles(html, rules) {
  const names = namesIn(html);
  let css = '';
  let open = [];
  for (const [wrappers, required, text] of rules) {
    if (required && !required.some((classes) => classes.every((name) => names.has(name)))) continue;
    let shared = 0;
    while (shared < open.length && shared < wrappers.length && open[shared] === wrappers[shared]) shared += 1;
    css += '}'.repeat(open.length - shared);
    for (const wrapper of wrappers.slice(shared)) css += `${wrapper}{`;
    open = wrappers;
    css += text;
  }
  return css + '}'.repeat(open.length);
}

/**
 * The addresses of the stylesheets a page links or holds written in, in its order.
 * @param {string} html
 */
export function pageStylesheets(html) {
  const linked = [...html.matchAll(STYLESHEET_LINK)].map((link) => link[1]);
  const inline = [...html.matchAll(INLINE_STYLESHEETS)].flatMap((style) => style[1].split(' '));
  return [...inline, ...linked].map((href) => href.replace(/&amp;/g, '&'));
}

/** A stylesheet's path, the key of the build's cut of it. */
export const stylesheetPath = (href) => href.replace(/\?.*$/, '');

/**
 * Replaces the page's links to stylesheets the build cut into rules with one <style> of the rules the page uses,
 * marked with the stylesheets' addresses (the service worker installs them from the offline page). A stylesheet the
 * build did not cut stays linked.
 * @param {string} html
 * @param {Record<string, StylesheetRules>} stylesheets by path (no query)
 * @returns {{ html: string, hrefs: string[] }} the page, and the addresses of the stylesheets now inline
 */
export function inlineStylesheets(html, stylesheets) {
  const links = [...html.matchAll(STYLESHEET_LINK)].filter((link) => Object.hasOwn(stylesheets, link[2]));
  if (links.length === 0) return { html, hrefs: [] };
  const hrefs = links.map((link) => link[1].replace(/&amp;/g, '&'));
  const css = links.map((link) => usedStyles(html, stylesheets[link[2]])).join('');
  // No rule may close the element early: in CSS, `<\/` reads as `</`.
  const style = `<style ${STYLES_MARK}="${links.map((link) => link[1]).join(' ')}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  const at = links[0].index;
  let rest = html.slice(at);
  for (const link of links) rest = rest.replace(link[0], '');
  return { html: html.slice(0, at) + style + rest, hrefs };
}

/**
 * The page with its written-in stylesheets linked again, for a copy of it that is kept where the stylesheet is kept
 * too (the service worker's offline page).
 * @param {string} html
 */
export function linkStylesheets(html) {
  return html.replace(INLINE_STYLE, (_, hrefs) =>
    hrefs
      .split(' ')
      .map((href) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`)
      .join(''),
  );
}
