// A Worker's static files (pages prerendered at build, /_next/static, pictures, public/) are answered by Cloudflare's
// asset server without running the Worker, so next.config.mjs's headers never reach them. The asset server reads
// them from a _headers file instead: the same security headers, and a year's cache for the files named by their
// content.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PICTURE_URL } from '../lib/images/picture-config.mjs';
import {
  commonSecurityHeaders,
  IMMUTABLE_CACHE_CONTROL,
  securityHeaders,
} from '../lib/server/http/security-headers.mjs';

const policy = securityHeaders.filter(({ key }) => key === 'Content-Security-Policy');
const aYear = [{ key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL }];
const block = (pattern, headers) => [pattern, ...headers.map(({ key, value }) => `  ${key}: ${value}`)];

/** Writes `_headers` into the Worker's assets folder; returns what it did, for the build's log. */
export function writeStaticHeaders(assetsDir) {
  const lines = [
    ...block('/*', [...commonSecurityHeaders, ...policy]),
    ...block('/_next/static/*', aYear),
    ...block(`${PICTURE_URL}/*`, aYear),
  ];
  writeFileSync(path.join(assetsDir, '_headers'), `${lines.join('\n')}\n`);
  return `${lines.length} lines of headers for the static files written to _headers`;
}
