// npm run deploy:config -- --out <dir>: what a Debian server with systemd needs beside deploy/systemd/'s units, made
// from the same site template deploy:local uses (deploy/nginx-site.conf.template), so the two cannot drift.
//   <dir>/nginx/mhv.conf  nginx's site, for /etc/nginx/sites-enabled/ (upstream, cache, server blocks)
//   <dir>/mhv.env         the units' EnvironmentFile (/etc/mhv/mhv.env), mode 0600: it holds the secrets
// The site settings come from this process's environment and from --env-file (loaded with process.loadEnvFile, so a
// variable already set in the environment wins). Run it on the server, after the build, whenever the settings or the
// build change: nginx's cache key carries the build's deployment id.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, parseEnv } from 'node:util';
import { renderNginxSite } from './nginx-config.mjs';
import { outgoingPortsStart } from './services.mjs';
import { nginxHasHttp2Directive, tlsServerLines } from './tls.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = '/usr/sbin/nginx';

const USAGE = `Usage: npm run deploy:config -- --out <dir> [options]
Writes <dir>/nginx/mhv.conf (nginx's site, for /etc/nginx/sites-enabled/) and <dir>/mhv.env (the environment file
of deploy/systemd/'s units, /etc/mhv/mhv.env; mode 0600).

  --instances <n>        the instances, web@<port>.service on consecutive ports (2)
  --first-port <port>    the first instance's port (3001)
  --env-file <file>      site settings (SITE_URL, DATABASE_URL, ...); the environment's own values win
  --app-dir <dir>        the build the units run and nginx serves files from (/srv/mhv/current)
  --data-dir <dir>       DATA_DIR, the units' writable data folder (/var/lib/mhv)
  --server-name <name>   nginx's server_name (SITE_URL's host name, else _)
  --listen <address>     plain HTTP address, repeatable (80 and [::]:80)
  --tls-cert <file>      HTTPS certificate (e.g. Let's Encrypt's fullchain.pem); plain HTTP then redirects to HTTPS
  --tls-key <file>       its key (privkey.pem)
  --tls-listen <address> HTTPS address, repeatable (443 and [::]:443)
  --acme-root <dir>      the folder certbot --webroot answers its challenges from (/var/www/html)
  --cache-dir <dir>      nginx's page cache (/var/cache/nginx-mhv)
  --access-log <file>    nginx's access log for the site (/var/log/nginx/mhv.access.log)`;

// Decided here for every server, whatever the settings say: the instances sit behind nginx (TRUST_PROXY) and write
// only where the units let them (DATA_DIR). PORT and INSTANCE_ID are each unit's own (web@.service).
const FIXED = ['NODE_ENV', 'TRUST_PROXY', 'DATA_DIR'];
const PER_INSTANCE = ['PORT', 'INSTANCE_ID'];

class UsageError extends Error {}

/** The names of the site's settings, as lib/server/env.ts (the one place that reads them) lists them. */
function siteSettingNames() {
  const source = readFileSync(path.join(ROOT, 'lib', 'server', 'env.ts'), 'utf8');
  const block = /\nconst settings = \{\n([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  const names = [...block.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]);
  if (!names.includes('SITE_URL')) throw new Error("could not read the settings' names from lib/server/env.ts");
  return names;
}

/**
 * One line of the environment file, read alike by systemd (EnvironmentFile=), Node (--env-file, loadEnvFile) and
 * `set -a; . /etc/mhv/mhv.env`: single quotes keep every character as it is, in all three.
 */
function envLine(name, value) {
  if (/[\n\r]/.test(value)) throw new UsageError(`${name} holds a line break, which an environment file cannot carry`);
  if (!value.includes("'")) return `${name}='${value}'`;
  if (/["\\$`]/.test(value))
    throw new UsageError(
      `${name} holds both ' and one of " \\ $ \`, which the environment file cannot carry alike (in a URL, write ' as %27)`,
    );
  return `${name}="${value}"`;
}

function positiveInteger(raw, name, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`);
  return value;
}

function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      instances: { type: 'string', default: '2' },
      'first-port': { type: 'string', default: '3001' },
      'env-file': { type: 'string' },
      'app-dir': { type: 'string', default: '/srv/mhv/current' },
      'data-dir': { type: 'string', default: '/var/lib/mhv' },
      'server-name': { type: 'string' },
      listen: { type: 'string', multiple: true },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      'tls-listen': { type: 'string', multiple: true },
      'acme-root': { type: 'string', default: '/var/www/html' },
      'cache-dir': { type: 'string', default: '/var/cache/nginx-mhv' },
      'access-log': { type: 'string', default: '/var/log/nginx/mhv.access.log' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(USAGE);
  if (!values.out) throw new UsageError('--out <dir> is required');
  const count = positiveInteger(values.instances, 'instances', { max: 64 });
  const firstPort = positiveInteger(values['first-port'], 'first-port', { max: 65536 - count });
  const outgoing = outgoingPortsStart();
  if (firstPort + count > outgoing)
    throw new UsageError(
      `--first-port ${firstPort}: port ${firstPort + count - 1} is in the range this machine gives outgoing connections ` +
        `(from ${outgoing}), where a restarted instance can find its port taken; give ports below ${outgoing}`,
    );
  const appDir = path.resolve(values['app-dir']);
  const dataDir = path.resolve(values['data-dir']);
  if (!existsSync(path.join(appDir, '.next', 'BUILD_ID')))
    throw new UsageError(`no build in ${appDir} (no .next/BUILD_ID): run npm run build there first, or give --app-dir`);
  if (Boolean(values['tls-cert']) !== Boolean(values['tls-key']))
    throw new UsageError('--tls-cert and --tls-key go together: give both, or neither');

  let fileNames = [];
  if (values['env-file']) {
    const file = path.resolve(values['env-file']);
    if (!existsSync(file)) throw new UsageError(`--env-file ${file}: no such file`);
    fileNames = Object.keys(parseEnv(readFileSync(file, 'utf8')));
    process.loadEnvFile(file);
  }
  const env = process.env;
  const given = (name) => typeof env[name] === 'string';

  const lines = [
    '# The environment of deploy/systemd/web@.service and backup.service (EnvironmentFile=/etc/mhv/mhv.env),',
    '# written by npm run deploy:config. It holds the secrets: root-owned, mode 0600 (systemd reads it as root).',
    `NODE_ENV='production'`,
    `TRUST_PROXY='1'`,
    envLine('DATA_DIR', dataDir),
  ];
  const written = ['NODE_ENV', 'TRUST_PROXY', 'DATA_DIR'];
  const settings = siteSettingNames();
  for (const name of new Set([...settings, ...fileNames])) {
    if (PER_INSTANCE.includes(name) || !given(name)) continue;
    if (FIXED.includes(name)) {
      const fixed = { NODE_ENV: 'production', TRUST_PROXY: '1', DATA_DIR: dataDir }[name];
      if (env[name] !== fixed)
        console.warn(`deploy:config: ${name}=${env[name]} from the settings is replaced by ${fixed} on the server`);
      continue;
    }
    lines.push(envLine(name, env[name]));
    written.push(name);
  }
  if (!given('DATABASE_URL') && count > 1)
    throw new UsageError(
      `${count} instances need DATABASE_URL (a Postgres they share): the embedded database belongs to one process`,
    );
  if (!given('SITE_URL'))
    console.warn('deploy:config: SITE_URL is not set: pages, the sitemap and mails will name http://localhost:3000');

  let serverName = values['server-name'];
  if (!serverName && given('SITE_URL')) {
    try {
      serverName = new URL(env.SITE_URL).hostname;
    } catch {
      throw new UsageError(`SITE_URL=${JSON.stringify(env.SITE_URL)} is not an address`);
    }
  }
  const https = Boolean(values['tls-cert']);
  const plain = values.listen ?? ['80', '[::]:80'];
  const instances = Array.from({ length: count }, (_, i) => ({ port: firstPort + i }));
  const site = renderNginxSite({
    root: appDir,
    instances,
    listen: https ? [] : plain,
    httpRedirect: https ? plain : [],
    tls: https
      ? tlsServerLines({
          listen: values['tls-listen'] ?? ['443', '[::]:443'],
          cert: path.resolve(values['tls-cert']),
          key: path.resolve(values['tls-key']),
          http2Directive: nginxHasHttp2Directive(NGINX),
        })
      : undefined,
    serverName: serverName || '_',
    cacheDir: path.resolve(values['cache-dir']),
    accessLog: path.resolve(values['access-log']),
    acmeRoot: path.resolve(values['acme-root']),
  });

  const out = path.resolve(values.out);
  mkdirSync(path.join(out, 'nginx'), { recursive: true });
  const siteFile = path.join(out, 'nginx', 'mhv.conf');
  writeFileSync(siteFile, site);
  const envFile = path.join(out, 'mhv.env');
  // Made anew with its mode, so the secrets are never readable by others, not even for a moment.
  rmSync(envFile, { force: true });
  writeFileSync(envFile, `${lines.join('\n')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(envFile, 0o600);

  const units = instances.map(({ port }) => `web@${port}.service`);
  console.log(`deploy:config: wrote ${siteFile} (server_name ${serverName || '_'}; ${https ? 'HTTPS' : 'plain HTTP'})`);
  console.log(`deploy:config: wrote ${envFile} (mode 0600): ${written.join(', ')}`);
  console.log(`deploy:config: the instances: ${units.join(' ')}`);
}

try {
  main();
} catch (error) {
  const usage = error instanceof UsageError || error?.code?.startsWith?.('ERR_PARSE_ARGS');
  console.error(`deploy:config: ${error.message}${usage ? `\n\n${USAGE}` : ''}`);
  process.exit(usage ? 2 : 1);
}
