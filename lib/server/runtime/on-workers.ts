// Whether this code runs as a Cloudflare Worker (npm run build:edge) rather than in Node. Free of imports, so content
// checks and scripts that run in Node can ask it too.

/** True inside workerd, whose navigator names the runtime; false in Node (whose navigator, if any, says Node.js). */
export function onWorkers(): boolean {
  return typeof navigator !== 'undefined' && navigator.userAgent === 'Cloudflare-Workers';
}
