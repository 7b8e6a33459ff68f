// Build step: each stylesheet the prerendered pages link, cut into its rules, each with the class names it needs, for
// lib/site/page-scripts/page-styles.mjs, which writes into each page the rules its markup can use. Written next to
// the server's files, where the page cache reads it for the pages it renders again (the Worker bundles it).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { STYLESHEET_RULES_FILE } from '../lib/site/page-scripts/page-scripts-mark.mjs';
import { pageStylesheets, stylesheetPath } from '../lib/site/page-scripts/page-styles.mjs';

/** A rule's selectors, each as the class names an element must have for it to match; null when one needs none. */
function requiredClasses(selectors) {
  const alternatives = [];
  for (const selector of selectors) {
    // A class inside :not() is one an element must not have: it never makes a rule unusable.
    const positive = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
    const names = [...positive.matchAll(/\.((?:\\(?:[0-9a-fA-F]{1,6} ?|.)|[\w-])+)/g)].map((match) =>
      match[1].replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
      ),
    );
    // A selector without a class (`html`, `[hidden]`, `#splash`) may match any page.
    if (names.length === 0) return null;
    alternatives.push([...new Set(names)]);
  }
  return alternatives;
}

/**
 * @param {string} css the built stylesheet
 * @returns {Array<[string[], string[][] | null, string]>} in the stylesheet's order: the at-rules around a rule, the
 *   class names it needs (one list per selector, any of which will do; null: always kept) and the rule's own text
 */
export function stylesheetRules(css) {
  const rules = [];
  const walk = (container, wrappers) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'rule') {
        rules.push([wrappers, requiredClasses(node.selectors), node.toString()]);
      } else if (
        node.type === 'atrule' &&
        node.nodes &&
        ['media', 'supports', 'layer', 'container'].includes(node.name)
      ) {
        walk(node, [...wrappers, `@${node.name}${node.raws.afterName ?? ' '}${node.params}`]);
      } else if (node.type !== 'comment') {
        // A statement (`@layer components;`) has its semicolon in its parent's text, not its own.
        rules.push([wrappers, null, node.nodes ? node.toString() : `${node.toString()};`]);
      }
    }
  };
  walk(postcss.parse(css), []);
  return rules;
}

/**
 * Cuts every stylesheet `pages` link and writes the result into `.next/server`.
 * @param {string} root
 * @param {string[]} pages the prerendered pages' HTML
 * @returns {Record<string, ReturnType<typeof stylesheetRules>>} by the stylesheet's path
 */
export function writeStylesheetRules(root, pages) {
  const stylesheets = {};
  for (const html of pages) {
    for (const key of pageStylesheets(html).map(stylesheetPath)) {
      stylesheets[key] ??= stylesheetRules(readFileSync(path.join(root, '.next', key.slice('/_next/'.length)), 'utf8'));
    }
  }
  writeFileSync(path.join(root, '.next', 'server', STYLESHEET_RULES_FILE), JSON.stringify(stylesheets));
  return stylesheets;
}
