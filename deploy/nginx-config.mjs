// Fills in deploy/nginx.conf.template: the instances, the paths of this checkout's build and the security headers
// (from lib/server/http/security-headers.mjs, the list Next itself sends).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commonSecurityHeaders, securityHeaders } from '../lib/server/http/security-headers.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx.conf.template');
const MODULES = '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
const BROTLI_TYPES =
  'text/css application/javascript application/json image/svg+xml text/plain text/xml application/xml application/manifest+json text/x-component';

/** Whether Debian's brotli modules for nginx are installed. */
export function brotliAvailable() {
  return BROTLI_MODULES.every((file) => existsSync(path.join(MODULES, file)));
}

const quote = (value) => `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export function securityHeaderLines(indent, headers = securityHeaders) {
  return headers.map(({ key, value }) => `${indent}add_header ${key} ${quote(value)} always;`).join('\n');
}

const hideLines = (indent, headers) => headers.map(({ key }) => `${indent}proxy_hide_header ${key};`).join('\n');

export function deploymentIdOf(root) {
  const file = path.join(root, '.next', 'cache', 'deployment-id');
  return existsSync(file)
    ? readFileSync(file, 'utf8').trim()
    : readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
}

/**
 * @param {{ root: string, runDir: string, listen: string, tls?: string, instances: { port: number }[], user?: string }} options
 *   `tls`: the lines that add the HTTPS listener (deploy/tls.mjs), or none.
 */
export function renderNginxConfig({ root, runDir, listen, tls, instances, user }) {
  const brotli = brotliAvailable();
  const values = {
    LOAD_MODULES: brotli
      ? BROTLI_MODULES.map((file) => `load_module ${MODULES}/${file};`).join('\n')
      : '# brotli modules not installed: gzip only',
    USER: user ? `user ${user};` : '',
    RUN_DIR: runDir,
    ACCESS_LOG: path.join(runDir, 'access.log'),
    MIME_TYPES: existsSync('/etc/nginx/mime.types') ? '/etc/nginx/mime.types' : path.join(runDir, 'mime.types'),
    BROTLI: brotli
      ? `  brotli on;\n  brotli_comp_level 6;\n  brotli_min_length 512;\n  brotli_types ${BROTLI_TYPES};`
      : '',
    BROTLI_STATIC: brotli ? '      brotli_static on;' : '',
    // max_fails=0: nginx never sets an instance aside, it only moves each failed GET on to the next one.
    // On loopback a refused connection costs well under a millisecond, and with instances set aside, two
    // failures close together (one instance restarting, the other draining) leave none: 502 for everyone.
    UPSTREAM_SERVERS: instances.map(({ port }) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n'),
    LISTEN: listen,
    TLS: tls ?? '    # no HTTPS listener (DEPLOY_TLS_PORT=0)',
    SECURITY_HEADERS: securityHeaderLines('      '),
    HIDE_SECURITY_HEADERS: hideLines('    ', securityHeaders),
    // The console keeps its instance's policy (a nonce per response); the other headers are nginx's as everywhere.
    CONSOLE_SECURITY_HEADERS: securityHeaderLines('      ', commonSecurityHeaders),
    CONSOLE_HIDE_HEADERS: hideLines('      ', commonSecurityHeaders),
    STATIC_DIR: path.join(root, '.next', 'static'),
    PUBLIC_DIR: path.join(root, 'public'),
    ROOT: root,
    DEPLOYMENT_ID: deploymentIdOf(root),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: no value for ${match}`);
    return values[name];
  });
}
