// Whether this code runs as a Cloudflare Worker (npm run build:edge) rather than in Node. Free of imports, so scripts
// that run in Node can ask it too. The picture check in content/schema/fields.ts makes the same test itself, as
// content/ imports nothing from lib/.

/** True inside workerd, whose navigator names the runtime; false in Node (whose navigator, if any, says Node.js). */
export function onWorkers(): boolean {
  return typeof navigator !== 'undefined' && navigator.userAgent === 'Cloudflare-Workers';
}
