// How the tests and the benchmark start Chromium: as root without a sandbox, without a GPU, and without any network
// traffic of its own (updates, sync, first-run pages), so measurements and offline runs see only the site.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The Chromium the benchmark drives: CHROMIUM_PATH, or Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
