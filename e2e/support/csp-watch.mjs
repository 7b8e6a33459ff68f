// Every Content-Security-Policy violation a Playwright page meets, in the page or any of its frames, one line each.
// Plain JavaScript, so that the deploy test (node --test, no TypeScript) watches the browser as the e2e fixtures do.

// Chromium's own console line for a blocked resource or script names the policy; our listener tags its line.
const CSP_MESSAGE = /Content Security Policy|CSP violation/i;
const TAG = 'CSP violation:';

/**
 * Starts watching `page`; resolves with the list it fills as violations happen.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<string[]>}
 */
export async function recordCspViolations(page) {
  const violations = [];
  const record = (line) => {
    if (!violations.includes(line)) violations.push(line);
  };
  page.on('console', (message) => {
    const text = message.text();
    if (CSP_MESSAGE.test(text)) record(`${text} (${message.location().url || page.url()})`);
  });
  // The DOM event also catches violations Chromium does not print, such as those in report-only frames.
  await page.addInitScript((tag) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${tag} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`,
      );
    });
  }, TAG);
  return violations;
}
