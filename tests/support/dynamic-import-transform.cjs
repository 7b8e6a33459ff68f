// PGlite's CommonJS build loads Node's own modules with import("fs") and the like, which Jest's CommonJS runtime
// cannot run without --experimental-vm-modules. This turns each such call into the equivalent require (under its
// own name, as the bundle declares a `require` of its own), so the real PGlite runs in the tests as in the site.
/* eslint-disable @typescript-eslint/no-require-imports -- Jest loads transformers as CommonJS */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const SELF = readFileSync(__filename, 'utf8');

module.exports = {
  getCacheKey(source, path) {
    return createHash('sha256').update(SELF).update(path).update(source).digest('hex');
  },
  process(source) {
    const code = source.replace(/\bimport\(("[a-z/:]+")\)/g, 'Promise.resolve(__requireForJest($1))');
    return { code: `const __requireForJest = require;\n${code}` };
  },
};
