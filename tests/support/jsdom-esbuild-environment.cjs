// The jsdom of the component tests, for tests that also run a build step using esbuild. esbuild checks when it loads
// that Node's Buffer is a Uint8Array, which fails against jsdom's own Uint8Array (another realm's): the page is given
// Node's. Nothing the page's scripts do depends on which realm their byte arrays come from.
/* eslint-disable @typescript-eslint/no-require-imports -- Jest loads test environments as CommonJS */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomEsbuildEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.Uint8Array = Uint8Array;
  }
}

module.exports = JsdomEsbuildEnvironment;
