// Installs, where missing, the browsers e2e/engines.spec.ts drives besides Chromium: Debian's Firefox ESR, WebKitGTK's
// WebDriver (which brings its MiniBrowser) and the virtual X display MiniBrowser needs, having no headless mode.
// e2e/run.mjs starts it beside the site's build, so apt's download and unpacking overlap the compiling.
import { existsSync } from 'node:fs';
import { ensurePackages } from '../../../deploy/services.mjs';

ensurePackages(
  [
    { pkg: 'firefox-esr', present: () => existsSync('/usr/bin/firefox-esr') },
    { pkg: 'webkit2gtk-driver', present: () => existsSync('/usr/bin/WebKitWebDriver') },
    { pkg: 'xvfb', present: () => existsSync('/usr/bin/xvfb-run') },
  ],
  (message) => console.log(`e2e: ${message}`),
);
