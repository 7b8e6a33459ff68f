// Fills in the nginx templates: deploy/nginx-site.conf.template (the site: the instances, the paths of a build, the
// security headers from lib/server/http/security-headers.mjs, the list Next itself sends), which deploy:local and a
// server's nginx (npm run deploy:config) both use, and deploy/nginx.conf.template, deploy:local's whole nginx.conf
// around it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  commonSecurityHeaders,
  NO_INLINE_SCRIPT_POLICY,
  REPORT_TO,
  REPORTING_ENDPOINTS,
  securityHeaders,
} from '../lib/server/http/security-headers.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SITE_TEMPLATE = path.join(HERE, 'nginx-site.conf.template');
const MAIN_TEMPLATE = path.join(HERE, 'nginx.conf.template');
const MODULES = '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
const BROTLI_TYPES =
  'text/css application/javascript application/json image/svg+xml text/plain text/xml application/xml application/manifest+json text/x-component';

/** Whether Debian's brotli modules for nginx are installed. */
export function brotliAvailable() {
  return BROTLI_MODULES.every((file) => existsSync(path.join(MODULES, file)));
}

const quote = (value) => `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

// The policy is the page's own where the instance sent one ($page_policy, a map in nginx-site.conf.template), with
// report-to over HTTPS ($policy_report_to and $reporting_endpoints, maps there too).
function securityHeaderLines(indent) {
  return [
    ...commonSecurityHeaders.map(({ key, value }) => `${indent}add_header ${key} ${quote(value)} always;`),
    `${indent}add_header Content-Security-Policy "$page_policy$policy_report_to" always;`,
    `${indent}add_header Reporting-Endpoints $reporting_endpoints always;`,
  ].join('\n');
}

const hideLines = (indent, headers) => headers.map(({ key }) => `${indent}proxy_hide_header ${key};`).join('\n');

function deploymentIdOf(root) {
  const file = path.join(root, '.next', 'cache', 'deployment-id');
  return existsSync(file)
    ? readFileSync(file, 'utf8').trim()
    : readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
}

function fill(template, values) {
  return readFileSync(template, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`${path.basename(template)}: no value for ${match}`);
    return values[name];
  });
}

const listenLines = (addresses) => addresses.map((address) => `  listen ${address};`).join('\n');

/**
 * The site's part of nginx's configuration: http-level content (upstream, cache, server blocks).
 * @param {{
 *   root: string, instances: { port: number }[], listen: string[], tls?: string, serverName?: string,
 *   cacheDir: string, accessLog: string, httpRedirect?: string[], acmeRoot?: string,
 * }} options
 *   `listen`: the plain HTTP addresses the site answers on; `tls`: the lines that add the HTTPS listener
 *   (deploy/tls.mjs), or none; `httpRedirect`: plain HTTP addresses that send every request on to HTTPS;
 *   `acmeRoot`: the folder certbot (--webroot) answers its challenges from, over plain HTTP.
 */
export function renderNginxSite({
  root,
  instances,
  listen,
  tls,
  serverName = '_',
  cacheDir,
  accessLog,
  httpRedirect = [],
  acmeRoot,
}) {
  const brotli = brotliAvailable();
  const acme = acmeRoot
    ? `  # Certificate renewals (certbot --webroot) answer from this folder.\n  location ^~ /.well-known/acme-challenge/ {\n    root ${acmeRoot};\n  }\n`
    : '';
  const redirect = httpRedirect.length
    ? [
        'server {',
        listenLines(httpRedirect),
        `  server_name ${serverName};`,
        '  server_tokens off;',
        `  access_log ${accessLog} deploy;`,
        acme,
        '  location / {',
        '    return 301 https://$host$request_uri;',
        '  }',
        '}',
        '',
      ].join('\n')
    : '';
  return fill(SITE_TEMPLATE, {
    BROTLI: brotli
      ? `  brotli on;\n  brotli_comp_level 6;\n  brotli_min_length 512;\n  brotli_types ${BROTLI_TYPES};`
      : '  # brotli modules not installed: gzip only',
    BROTLI_STATIC: brotli ? '    brotli_static on;' : '',
    CACHE_DIR: cacheDir,
    ACCESS_LOG: accessLog,
    // max_fails=0: nginx never sets an instance aside, it only moves each failed GET on to the next one.
    // On loopback a refused connection costs well under a millisecond, and with instances set aside, two
    // failures close together (one instance restarting, the other draining) leave none: 502 for everyone.
    UPSTREAM_SERVERS: instances.map(({ port }) => `  server 127.0.0.1:${port} max_fails=0;`).join('\n'),
    HTTP_REDIRECT: redirect,
    LISTEN: listen.length ? listenLines(listen) : '  # HTTPS only (plain HTTP is sent on to it by the server above)',
    TLS: tls ?? '  # no HTTPS listener',
    SERVER_NAME: serverName,
    ACME_CHALLENGE: listen.length ? acme : '',
    SECURITY_HEADERS: securityHeaderLines('    '),
    HIDE_SECURITY_HEADERS: hideLines('    ', securityHeaders),
    NO_INLINE_SCRIPT_POLICY: quote(NO_INLINE_SCRIPT_POLICY),
    REPORT_TO: quote(REPORT_TO),
    REPORTING_ENDPOINTS: quote(REPORTING_ENDPOINTS),
    STATIC_DIR: path.join(root, '.next', 'static'),
    PUBLIC_DIR: path.join(root, 'public'),
    ROOT: root,
    DEPLOYMENT_ID: deploymentIdOf(root),
  });
}

/** As root, nginx's workers run as the owner of the checkout (they read the build from it); otherwise as its user. */
export function nginxWorkerUser(root) {
  if (process.getuid?.() !== 0) return undefined;
  const { uid } = statSync(root);
  return spawnSync('id', ['-nu', String(uid)], { encoding: 'utf8' }).stdout.trim() || userInfo().username;
}

/**
 * A whole nginx.conf around `site` (renderNginxSite's text, or an include of it) that writes everything in `runDir`.
 * @param {{ runDir: string, site: string, user?: string }} options
 */
export function renderNginxConfig({ runDir, site, user }) {
  return fill(MAIN_TEMPLATE, {
    LOAD_MODULES: brotliAvailable()
      ? BROTLI_MODULES.map((file) => `load_module ${MODULES}/${file};`).join('\n')
      : '# brotli modules not installed: gzip only',
    USER: user ? `user ${user};` : '',
    RUN_DIR: runDir,
    MIME_TYPES: existsSync('/etc/nginx/mime.types') ? '/etc/nginx/mime.types' : path.join(runDir, 'mime.types'),
    SITE: site.replace(/^(?=.)/gm, '  '),
  });
}
