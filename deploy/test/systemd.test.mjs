// npm run test:deploy, second part: a Debian server run by systemd (deploy/systemd/) with the files npm run
// deploy:config writes, from the existing build (the e2e build in `npm test`).
//
// systemd cannot run as PID 1 in this container, so this test does what it would do from the units' own lines: their
// ExecStart, WorkingDirectory, Environment and EnvironmentFile, with %i filled in and the server's paths
// (/srv/mhv/current, /etc/mhv/mhv.env, /var/lib/mhv, /var/backups/mhv) mapped to this checkout and temporary folders.
// ProtectSystem=strict is imitated where it matters to the site: in a mount namespace of its own (unshare), the build's
// folder is read-only for the process but for the unit's ReadWritePaths, so a page Next stores at run time anywhere
// else fails here as it would there. User=mhv is not: the test runs as root, and so do the processes it starts; the
// rest of the sandbox is systemd's alone (systemd-analyze verify reads it). `systemctl` is a fake first on PATH that
// restarts this test's processes: the one part of the server this container cannot run.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parseEnv } from 'node:util';
import { waitHealthy } from '../instances.mjs';
import { brotliAvailable, nginxWorkerUser, renderNginxConfig } from '../nginx-config.mjs';
import {
  deadline,
  ensurePackages,
  freePort,
  lastingPorts,
  postgresBin,
  sleep,
  startPostgres,
  startRedis,
  waitForPort,
} from '../services.mjs';
import { tlsCertificate } from '../tls.mjs';
import { setPrice } from './catalogue.mjs';
import { http2Get, request, ROOT } from './harness.mjs';
import { loadDuring, securityHeaderProblems } from './scenarios.mjs';

const UNITS = path.join(ROOT, 'deploy', 'systemd');
const NGINX = '/usr/sbin/nginx';
const NODE = '/usr/bin/node';
// The units name Debian's /usr/bin/node. Where node lives elsewhere, they are checked and run with this one instead.
const nodeInstead = existsSync(NODE) ? null : process.execPath;
// The PATH systemd gives a system service.
const SERVICE_PATH = [
  ...(nodeInstead ? [path.dirname(nodeInstead)] : []),
  '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
].join(':');

const scratch = mkdtempSync(path.join(tmpdir(), 'mhv-systemd-test-'));
// nginx's workers (another user) reach their cache below it.
chmodSync(scratch, 0o755);
const inScratch = (...parts) => path.join(scratch, ...parts);
/** Where the units' server paths are in this test. */
const SERVER_PATHS = {
  '/srv/mhv/current': ROOT,
  '/etc/mhv/mhv.env': inScratch('etc', 'mhv.env'),
  '/var/lib/mhv': inScratch('data'),
  '/var/backups/mhv': inScratch('backups'),
  // PrivateTmp: each unit has a /tmp of its own.
  '/tmp/': `${inScratch('private-tmp')}/`,
};

const children = new Set();

/** A process of this test, in its own process group, its output kept; `exited` resolves with its exit. */
function spawnChild(name, command, args, options = {}) {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  child.output = '';
  const keep = (chunk) => (child.output += chunk);
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.add(child);
  child.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  return child;
}

/** Runs a command to its end: its exit code and output. */
async function run(command, args, options = {}) {
  const child = spawnChild(path.basename(command), command, args, options);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const { code } = await child.exited;
  return { code, stdout, stderr };
}

const deployConfig = (args, env = {}) =>
  // As npm run deploy:config runs it: after `--`, Node leaves the script's --env-file to the script.
  run(process.execPath, ['--', path.join(ROOT, 'deploy', 'config.mjs'), ...args], {
    cwd: ROOT,
    // Only what the test gives: the settings of the machine running the test stay out of the file.
    env: { PATH: process.env.PATH, ...env },
  });

/** A folder that looks like a build to deploy:config, for what does not need one. */
function fakeBuild() {
  const dir = mkdtempSync(inScratch('build-'));
  mkdirSync(path.join(dir, '.next'));
  writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'test-build\n');
  return dir;
}

function writeSettings(name, settings) {
  const file = inScratch(name);
  writeFileSync(
    file,
    Object.entries(settings)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
  );
  return file;
}

/** A unit file as systemd reads it: each section's keys, each with every value given (in order). */
function readUnit(name) {
  const unit = {};
  let section;
  for (const raw of readFileSync(path.join(UNITS, name), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    assert.ok(!line.endsWith('\\'), `${name}: this test reads no continued lines (${line})`);
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = unit[header[1]] = {};
      continue;
    }
    const [, key, value] = /^(\w+)=(.*)$/.exec(line) ?? assert.fail(`${name}: cannot read ${line}`);
    (section[key] ??= []).push(value);
  }
  return unit;
}

const SECONDS = { s: 1000, min: 60_000 };
const duration = (value) => {
  const [, amount, unit = 's'] = /^(\d+)(s|min)?$/.exec(value) ?? assert.fail(`cannot read the time ${value}`);
  return Number(amount) * SECONDS[unit];
};

/** What systemd would run for a unit's [Service] (instance `instance`), on this test's paths. */
function serviceCommand(unitName, instance = '') {
  const service = readUnit(unitName).Service;
  // One pass, so that a path already mapped (into a temporary folder below /tmp) is not mapped again.
  const serverPath = new RegExp(
    Object.keys(SERVER_PATHS)
      .map((from) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  const fillIn = (value) => value.replaceAll('%i', instance).replace(serverPath, (from) => SERVER_PATHS[from]);
  const one = (key, fallback) => {
    if (fallback !== undefined && !service[key]) return fallback;
    assert.equal(service[key]?.length, 1, `${unitName}: one ${key}`);
    return fillIn(service[key][0]);
  };
  const words = (key) => (service[key] ?? []).flatMap((line) => fillIn(line).split(/\s+/));
  const environment = Object.fromEntries(
    words('Environment').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const argv = one('ExecStart').split(/\s+/);
  if (argv[0] === NODE && nodeInstead) argv[0] = nodeInstead;
  return {
    argv,
    cwd: one('WorkingDirectory'),
    // Settings from the EnvironmentFile override Environment= lines, as in systemd. The file is written in the quoting
    // systemd and Node read alike (deploy/config.mjs), so Node's reader stands in for systemd's.
    env: {
      PATH: SERVICE_PATH,
      HOME: SERVER_PATHS['/var/lib/mhv'],
      LANG: 'C.UTF-8',
      ...environment,
      ...parseEnv(readFileSync(one('EnvironmentFile'), 'utf8')),
    },
    // A missing path stops the unit from starting, unless it is marked "-".
    writable: words('ReadWritePaths').flatMap((entry) => {
      const dir = entry.replace(/^-/, '');
      if (existsSync(dir)) return [dir];
      assert.ok(entry.startsWith('-'), `${unitName}: ReadWritePaths ${dir} is missing, so systemd would not start it`);
      return [];
    }),
    // systemd's defaults where the unit says nothing.
    stopSignal: one('KillSignal', 'SIGTERM'),
    stopMs: duration(one('TimeoutStopSec', '90s')),
    cleanExits: [0, ...words('SuccessExitStatus').map(Number)],
  };
}

// The build's folder read-only but for the writable paths below it, then the unit's command in its folder.
const SANDBOX = `set -e
app=$1 cwd=$2
shift 2
mount --bind "$app" "$app"
while [ "$1" != -- ]; do mount --bind "$1" "$1"; shift; done
shift
mount -o remount,bind,ro "$app"
cd "$cwd"
exec "$@"`;

/** Starts a unit's command as systemd would, in the imitated ProtectSystem=strict. */
function startService(name, command) {
  const below = command.writable.filter((dir) => dir.startsWith(`${ROOT}${path.sep}`));
  const args = ['--mount', '--propagation', 'private', '--', 'sh', '-c', SANDBOX, 'sandbox', ROOT, command.cwd];
  return spawnChild(name, 'unshare', [...args, ...below, '--', ...command.argv], { env: command.env });
}

/** systemctl stop: KillSignal, then SIGKILL after TimeoutStopSec. */
async function stopService(child, command) {
  if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode };
  child.kill(command.stopSignal);
  const killer = setTimeout(() => child.kill('SIGKILL'), command.stopMs);
  const result = await child.exited;
  clearTimeout(killer);
  return result;
}

/**
 * A `systemctl` first on PATH whose commands are `handlers` of this test: { 'list-units': (args) => text, ... }.
 * A handler that throws makes it fail with the message, as systemctl does.
 */
async function fakeSystemctl(handlers) {
  const calls = [];
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const command = decodeURIComponent(req.url.slice(1));
    const args = JSON.parse(body);
    calls.push([command, ...args]);
    try {
      if (!handlers[command]) throw new Error(`the test does not imitate systemctl ${command}`);
      const answer = await handlers[command](args);
      res.writeHead(200).end(answer);
    } catch (error) {
      res.writeHead(500).end(`${error.message}\n`);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const bin = mkdtempSync(inScratch('bin-'));
  writeFileSync(
    path.join(bin, 'systemctl'),
    `#!${process.execPath}
const [command, ...args] = process.argv.slice(2);
fetch('http://127.0.0.1:${server.address().port}/' + encodeURIComponent(command), {
  method: 'POST',
  body: JSON.stringify(args),
}).then(
  async (response) => {
    (response.ok ? process.stdout : process.stderr).write(await response.text());
    process.exit(response.ok ? 0 : 1);
  },
  (error) => {
    console.error('fake systemctl: ' + error.message);
    process.exit(1);
  },
);
`,
    { mode: 0o755 },
  );
  return {
    calls,
    rollingUpdate: (env = {}) =>
      run(path.join(UNITS, 'rolling-update'), [], {
        env: { ...process.env, ...env, PATH: `${bin}:${process.env.PATH}` },
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const unitLine = (port) => `web@${port}.service loaded active running mhv site instance on port ${port}\n`;

/** nginx on a whole nginx.conf around the site file (as Debian's nginx.conf includes it), in `dir`. */
async function startNginx(dir, siteFile, ports) {
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, renderNginxConfig({ runDir: dir, user: nginxWorkerUser(ROOT), site: `include ${siteFile};\n` }));
  const check = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-e', 'stderr', '-c', conf], { encoding: 'utf8' });
  assert.equal(check.status, 0, check.stderr);
  const nginx = spawnChild('nginx', NGINX, ['-p', dir, '-e', 'stderr', '-c', conf, '-g', 'daemon off;']);
  for (const port of ports) await waitForPort(port, nginx, 'nginx');
  return nginx;
}

/** `nginx -t` of Debian's own nginx.conf with this site file where sites-enabled/ would be. */
function debianNginxCheck(siteFile) {
  const debian = readFileSync('/etc/nginx/nginx.conf', 'utf8');
  const sitesEnabled = 'include /etc/nginx/sites-enabled/*;';
  assert.ok(debian.includes(sitesEnabled), "Debian's nginx.conf includes sites-enabled/");
  const conf = path.join(path.dirname(siteFile), 'debian-nginx.conf');
  writeFileSync(conf, debian.replace(sitesEnabled, `include ${siteFile};`));
  return spawnSync(NGINX, ['-t', '-c', conf], { encoding: 'utf8' });
}

let shared = null;
/** Postgres and Redis, started once for the tests that need them. */
function services() {
  shared ??= (async () => {
    const redis = await startRedis(spawnChild);
    const postgres = await startPostgres(spawnChild, {
      dataDir: inScratch('postgres'),
      runDir: inScratch('postgres-run'),
      log: () => {},
    });
    return { redisUrl: redis.url, databaseUrl: postgres.url };
  })();
  return shared;
}

before(() => {
  const present = (file) => () => existsSync(file);
  ensurePackages(
    [
      { pkg: 'nginx', present: present(NGINX) },
      { pkg: 'libnginx-mod-http-brotli-filter', present: brotliAvailable },
      { pkg: 'libnginx-mod-http-brotli-static', present: brotliAvailable },
      { pkg: 'redis-server', present: present('/usr/bin/redis-server') },
      { pkg: 'postgresql', present: () => postgresBin() !== null },
      { pkg: 'openssl', present: present('/usr/bin/openssl') },
    ],
    (message) => console.log(`systemd test: ${message}`),
  );
});

after(async () => {
  const stopping = [...children].map((child) => child.exited);
  for (const child of children) {
    try {
      process.kill(-child.pid, child.spawnargs[0].endsWith('postgres') ? 'SIGINT' : 'SIGTERM');
    } catch {
      // gone
    }
  }
  await Promise.race([Promise.all(stopping), deadline(20_000)]);
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  rmSync(scratch, { recursive: true, force: true });
});

test('every unit in deploy/systemd/ passes systemd-analyze verify', (t) => {
  const units = readdirSync(UNITS).filter((file) => /\.(service|timer)$/.test(file));
  assert.deepEqual(units.sort(), ['backup.service', 'backup.timer', 'web@.service']);
  let dir = UNITS;
  if (nodeInstead) {
    dir = mkdtempSync(inScratch('units-'));
    for (const unit of units)
      writeFileSync(path.join(dir, unit), readFileSync(path.join(UNITS, unit), 'utf8').replaceAll(NODE, nodeInstead));
    t.diagnostic(`no ${NODE} here: the units are checked with ExecStart=${nodeInstead}`);
  }
  const verify = spawnSync('/usr/bin/systemd-analyze', ['verify', ...units.map((unit) => path.join(dir, unit))], {
    encoding: 'utf8',
  });
  // Unknown keys and bad values are warnings only; any line about these units counts.
  const about = `${verify.stdout}${verify.stderr}`.split('\n').filter((line) => /web@|backup\./.test(line));
  assert.deepEqual(about, []);
  assert.equal(verify.status, 0, verify.stderr);
});

test('deploy:config writes the units their settings, 0600, the environment winning over --env-file', async () => {
  const build = fakeBuild();
  const settings = writeSettings('settings.env', {
    SITE_URL: 'https://from-the-file.example.org',
    // A quote, and characters a shell would read as its own: each value must reach the units as it is.
    DATABASE_URL: `"postgres://mhv:it's-secret@127.0.0.1:5432/mhv"`,
    PAYSTACK_SECRET_KEY: `'sk_"$(not run)\\x\`'`,
    SMTP_URL: 'smtp://mail.example.org:587',
    DATA_DIR: '/somewhere/else',
    MAIL_FROM: "'Shop <shop@example.org>'",
  });
  const out = inScratch('config-settings');
  const written = await deployConfig(
    ['--out', out, '--env-file', settings, '--app-dir', build, '--data-dir', '/var/lib/mhv'],
    { SITE_URL: 'https://shop.example.org', ORDER_NOTIFY_EMAIL: 'orders@example.org', NOT_A_SETTING: 'x' },
  );
  assert.equal(written.code, 0, written.stderr);
  assert.match(written.stderr, /DATA_DIR=\/somewhere\/else from the settings is replaced by \/var\/lib\/mhv/);
  assert.match(written.stdout, /web@3001\.service web@3002\.service/);
  const envFile = path.join(out, 'mhv.env');
  assert.equal(statSync(envFile).mode & 0o777, 0o600, 'only its owner (root) reads the secrets');
  const values = parseEnv(readFileSync(envFile, 'utf8'));
  assert.deepEqual(values, {
    NODE_ENV: 'production',
    TRUST_PROXY: '1',
    DATA_DIR: '/var/lib/mhv',
    SITE_URL: 'https://shop.example.org',
    DATABASE_URL: "postgres://mhv:it's-secret@127.0.0.1:5432/mhv",
    PAYSTACK_SECRET_KEY: 'sk_"$(not run)\\x`',
    SMTP_URL: 'smtp://mail.example.org:587',
    ORDER_NOTIFY_EMAIL: 'orders@example.org',
    MAIL_FROM: 'Shop <shop@example.org>',
  });
  // An operator's shell reads it alike (set -a; . /etc/mhv/mhv.env), e.g. to run npm run orders by hand.
  const shell = spawnSync(
    'sh',
    ['-c', '. "$1" && printf "%s\\n%s" "$DATABASE_URL" "$PAYSTACK_SECRET_KEY"', 'sh', envFile],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(shell.stdout, `${values.DATABASE_URL}\n${values.PAYSTACK_SECRET_KEY}`);
  assert.match(readFileSync(path.join(out, 'nginx', 'mhv.conf'), 'utf8'), /server_name shop\.example\.org;/);

  const refusals = [
    [['--out', out, '--app-dir', build], /2 instances need DATABASE_URL/],
    [['--out', out, '--app-dir', inScratch('no-build')], /no build in .*no-build/],
    [['--out', out, '--app-dir', build, '--env-file', settings, '--tls-cert', '/x.pem'], /--tls-cert and --tls-key/],
    [['--out', out, '--app-dir', build, '--env-file', settings, '--instances', 'two'], /--instances must be a whole/],
    [['--app-dir', build], /--out <dir> is required/],
    [
      ['--out', out, '--app-dir', build, '--env-file', settings, '--first-port', '40000'],
      /--first-port 40000: port 40001 is in the range this machine gives outgoing connections \(from \d+\)/,
    ],
    [['--out', out, '--bogus'], /Unknown option '--bogus'/],
    [
      ['--out', out, '--app-dir', build, '--instances', '1'],
      /AUTH_SECRET holds both ' and one of/,
      { AUTH_SECRET: `it's$1` },
    ],
  ];
  for (const [args, message, env] of refusals) {
    const refused = await deployConfig(args, env);
    assert.equal(refused.code, 2, `${args.join(' ')}: ${refused.stderr}`);
    assert.match(refused.stderr, message);
    assert.match(refused.stderr, /Usage: npm run deploy:config/);
    assert.doesNotMatch(refused.stderr, /\n\s+at /, 'no stack trace');
  }
  // A settings file that is not there: said in one line, nothing written.
  const missing = await deployConfig(['--out', out, '--app-dir', build, '--env-file', inScratch('missing.env')]);
  assert.notEqual(missing.code, 0);
  assert.match(missing.stderr, /missing\.env: no such file/);
  assert.doesNotMatch(missing.stderr, /\n\s+at /, 'no stack trace');
});

test("deploy:config's nginx site passes nginx -t in Debian's nginx.conf; with a certificate, plain HTTP moves to HTTPS", async (t) => {
  const build = fakeBuild();
  const settings = writeSettings('nginx-settings.env', {
    SITE_URL: 'https://shop.example.org',
    DATABASE_URL: 'postgres://mhv@127.0.0.1/mhv',
  });
  const common = ['--env-file', settings, '--app-dir', build];
  const scratchPaths = (name) => {
    mkdirSync(inScratch(name));
    return ['--cache-dir', inScratch(name, 'cache'), '--access-log', inScratch(name, 'log')];
  };

  // As an operator runs it: every default but the folders nginx would create on this machine.
  const plain = inScratch('nginx-plain');
  assert.equal((await deployConfig(['--out', plain, ...common, ...scratchPaths('plain')])).code, 0);
  const site = readFileSync(path.join(plain, 'nginx', 'mhv.conf'), 'utf8');
  for (const line of [
    'server 127.0.0.1:3001 max_fails=0;',
    'server 127.0.0.1:3002 max_fails=0;',
    'listen 80;',
    'listen [::]:80;',
    'server_name shop.example.org;',
    `alias ${build}/.next/static/;`,
  ])
    assert.ok(site.includes(line), `the site has ${line}`);
  const plainCheck = debianNginxCheck(path.join(plain, 'nginx', 'mhv.conf'));
  assert.equal(plainCheck.status, 0, plainCheck.stderr);

  const { cert, key } = tlsCertificate(inScratch('tls'), (message) => t.diagnostic(message));
  const tls = ['--tls-cert', cert, '--tls-key', key];
  const https = inScratch('nginx-https');
  assert.equal((await deployConfig(['--out', https, ...common, ...tls, ...scratchPaths('https')])).code, 0);
  const httpsCheck = debianNginxCheck(path.join(https, 'nginx', 'mhv.conf'));
  assert.equal(httpsCheck.status, 0, httpsCheck.stderr);

  // The same, answering on this machine's ports: nothing listens on the instances' ports.
  const [httpPort, httpsPort, firstPort] = [await freePort(), await freePort(), await lastingPorts(2)];
  const acme = inScratch('acme');
  mkdirSync(path.join(acme, '.well-known', 'acme-challenge'), { recursive: true });
  writeFileSync(path.join(acme, '.well-known', 'acme-challenge', 'token-1'), 'proof');
  const served = inScratch('nginx-served');
  const args = ['--out', served, ...common, ...tls, ...scratchPaths('served'), '--acme-root', acme];
  args.push('--listen', `127.0.0.1:${httpPort}`, '--tls-listen', `127.0.0.1:${httpsPort}`);
  args.push('--first-port', String(firstPort));
  assert.equal((await deployConfig(args)).code, 0);
  const nginx = await startNginx(inScratch('nginx-served-run'), path.join(served, 'nginx', 'mhv.conf'), [
    httpPort,
    httpsPort,
  ]);
  try {
    const moved = await request(`http://127.0.0.1:${httpPort}/home?x=1`);
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.location, 'https://127.0.0.1/home?x=1');
    const challenge = await request(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/token-1`);
    assert.deepEqual([challenge.status, challenge.body], [200, 'proof'], 'certbot --webroot renews over plain HTTP');
    const [health] = await http2Get(`https://127.0.0.1:${httpsPort}`, ['/api/health']);
    assert.equal(health.protocol, 'h2');
    assert.equal(health.status, 502, 'no instance runs');
    assert.deepEqual(securityHeaderProblems(health, 'https /api/health'), []);
  } finally {
    nginx.kill('SIGQUIT');
    await nginx.exited;
  }
});

test('rolling-update says which instance failed and stops there with a nonzero exit', async () => {
  const silent = await freePort();
  const units = { list: '', restart: () => '' };
  const systemctl = await fakeSystemctl({
    'list-units': (args) => {
      assert.ok(args.includes('--state=active') && args.includes('web@*.service'), args.join(' '));
      return units.list;
    },
    restart: (args) => units.restart(args),
  });
  try {
    const none = await systemctl.rollingUpdate();
    assert.equal(none.code, 1);
    assert.match(none.stderr, /no active web@\*\.service unit to restart/);

    // Restarted, but nothing ever answers on its port.
    units.list = unitLine(silent) + unitLine(silent + 1);
    const hung = await systemctl.rollingUpdate({ ROLLING_UPDATE_TIMEOUT: '2' });
    assert.equal(hung.code, 1);
    assert.match(
      hung.stderr,
      new RegExp(
        `web@${silent}\\.service did not answer 200 on http://127\\.0\\.0\\.1:${silent}/api/health within 2 s`,
      ),
    );
    assert.deepEqual(
      systemctl.calls.filter(([command]) => command === 'restart'),
      [['restart', `web@${silent}.service`]],
      'the next instance was left as it was',
    );

    units.restart = () => {
      throw new Error('Job for web@1.service failed because the control process exited with error code.');
    };
    const refused = await systemctl.rollingUpdate();
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, new RegExp(`systemctl restart web@${silent}\\.service failed; stopping here`));
  } finally {
    await systemctl.close();
  }
});

test("backup.service writes the day's backup and keeps the newest 14", async () => {
  const { databaseUrl } = await services();
  const settings = writeSettings('backup-settings.env', { DATABASE_URL: databaseUrl });
  const out = inScratch('config-backup');
  // The settings file does not depend on the build: any folder with one satisfies deploy:config.
  const config = await deployConfig([
    '--out',
    out,
    '--env-file',
    settings,
    '--app-dir',
    fakeBuild(),
    '--instances',
    '1',
  ]);
  assert.equal(config.code, 0, config.stderr);
  mkdirSync(path.dirname(SERVER_PATHS['/etc/mhv/mhv.env']), { recursive: true });
  writeFileSync(SERVER_PATHS['/etc/mhv/mhv.env'], readFileSync(path.join(out, 'mhv.env')), { mode: 0o600 });

  const backups = SERVER_PATHS['/var/backups/mhv'];
  mkdirSync(backups, { recursive: true });
  const old = Array.from({ length: 15 }, (_, i) => `orders-2020-01-${String(i + 1).padStart(2, '0')}.backup`);
  for (const file of [...old, 'keep-me.txt']) writeFileSync(path.join(backups, file), 'earlier');

  const command = serviceCommand('backup.service');
  const backup = startService('backup.service', command);
  const { code } = await backup.exited;
  assert.equal(code, 0, backup.output);
  const today = spawnSync('date', ['+%Y-%m-%d'], { encoding: 'utf8' }).stdout.trim();
  const written = path.join(backups, `orders-${today}.backup`);
  assert.match(backup.output, /Backed up \d+ rows of \d+ tables/);
  assert.deepEqual([...readFileSync(written).subarray(0, 2)], [0x1f, 0x8b], 'a gzip file');
  assert.deepEqual(
    readdirSync(backups).sort(),
    [...old.slice(2), `orders-${today}.backup`, 'keep-me.txt'].sort(),
    'the two oldest went; other files stay',
  );
});

test('two instances run as web@.service says behind the generated nginx site; a rolling update under load fails no request', async (t) => {
  assert.ok(
    existsSync(path.join(ROOT, '.next', 'BUILD_ID')),
    'this test runs the existing build: npm run build first (npm test makes one)',
  );
  const { databaseUrl, redisUrl } = await services();
  const nginxPort = await freePort();
  const firstPort = await lastingPorts(2);
  const ports = [firstPort, firstPort + 1];
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  const settings = writeSettings('e2e-settings.env', {
    SITE_URL: nginxUrl,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // The build has a Paystack public key, and a production server refuses to start without the secret one.
    PAYSTACK_SECRET_KEY: 'sk_test_systemd',
  });
  const out = inScratch('config-e2e');
  const config = await deployConfig([
    '--out',
    out,
    '--instances',
    '2',
    '--first-port',
    String(firstPort),
    '--env-file',
    settings,
    '--app-dir',
    ROOT,
    '--data-dir',
    SERVER_PATHS['/var/lib/mhv'],
    '--listen',
    `127.0.0.1:${nginxPort}`,
    '--cache-dir',
    inScratch('e2e-nginx-cache'),
    '--access-log',
    inScratch('e2e-access.log'),
  ]);
  assert.equal(config.code, 0, config.stderr);
  mkdirSync(path.dirname(SERVER_PATHS['/etc/mhv/mhv.env']), { recursive: true });
  writeFileSync(SERVER_PATHS['/etc/mhv/mhv.env'], readFileSync(path.join(out, 'mhv.env')), { mode: 0o600 });
  // StateDirectory=mhv: systemd makes it.
  mkdirSync(SERVER_PATHS['/var/lib/mhv'], { recursive: true, mode: 0o700 });

  const running = new Map();
  const outputs = [];
  const start = (port) => {
    const command = serviceCommand('web@.service', String(port));
    const child = startService(`web@${port}`, command);
    outputs.push(child);
    running.set(port, { child, command });
  };
  ports.forEach(start);
  await Promise.all(ports.map((port) => waitHealthy(port, 120_000)));
  const nginx = await startNginx(inScratch('e2e-nginx'), path.join(out, 'nginx', 'mhv.conf'), [nginxPort]);

  // Through nginx: each instance as its unit names it, on the shared Postgres and Redis of the settings file.
  const names = new Set();
  for (let i = 0; i < 6; i += 1) {
    const health = await request(`${nginxUrl}/api/health`);
    assert.equal(health.status, 200, health.body);
    const body = JSON.parse(health.body);
    assert.equal(body.database.kind, 'postgres');
    assert.equal(body.redis.kind, 'redis');
    names.add(body.instance);
  }
  assert.deepEqual([...names].sort(), ports.map((port) => `web@${port}`).sort());
  const home = await request(`${nginxUrl}/home`, { headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(home.status, 200);
  assert.equal(home.headers['content-encoding'], 'br');
  assert.deepEqual(securityHeaderProblems(home, '/home'), []);

  // A price change: each instance renders the page again and stores it in the build's folder, where its unit
  // lets it write (ReadWritePaths), with the rest of that folder read-only.
  const setup = { databaseUrl: () => databaseUrl };
  const price = 'GHS 46.25';
  const showPrice = async (shown) => {
    for (const port of ports) {
      const deadline = Date.now() + 10_000;
      while ((await request(`http://127.0.0.1:${port}/Products`)).body.includes(price) !== shown) {
        assert.ok(Date.now() < deadline, `web@${port} ${shown ? 'does not show' : 'still shows'} ${price} after 10 s`);
        await sleep(200);
      }
    }
  };
  await showPrice(false);
  const changed = Date.now();
  await setPrice(setup, 1, 46.25);
  await showPrice(true);
  const server = path.join(ROOT, '.next', 'server');
  const stored = readdirSync(server, { recursive: true }).filter(
    (file) => (statSync(path.join(server, file), { throwIfNoEntry: false })?.mtimeMs ?? 0) >= changed,
  );
  assert.ok(stored.length > 0, 'the instances stored the page they rendered again');
  // The seed's price again, so the pages the build keeps are as they were.
  await setPrice(setup, 1, 45);
  await showPrice(false);

  // The rolling update, with `systemctl` answered by this test (see the top of this file).
  const violations = [];
  const restarts = [];
  const systemctl = await fakeSystemctl({
    'list-units': () => ports.map(unitLine).join(''),
    restart: async ([unit]) => {
      const port = Number(/^web@(\d+)\.service$/.exec(unit)?.[1]);
      assert.ok(running.has(port), `no unit ${unit}`);
      for (const other of ports.filter((p) => p !== port)) {
        const status = await request(`http://127.0.0.1:${other}/api/health`).then(
          (answer) => answer.status,
          (error) => error.code,
        );
        if (status !== 200) violations.push(`${unit} restarted while web@${other} answered ${status}`);
      }
      const { child, command } = running.get(port);
      restarts.push({ unit, stopped: await stopService(child, command), cleanExits: command.cleanExits });
      start(port);
      return '';
    },
  });
  try {
    const {
      value: rolled,
      pages,
      api,
    } = await loadDuring(nginxUrl, () => systemctl.rollingUpdate(), {
      connections: 50,
      pages: ['/home'],
    });
    t.diagnostic(JSON.stringify({ pages, api }));
    // On a failure, the end of what each instance said: the one that did not come back says why.
    const said = outputs.map((child, index) => `--- instance start ${index + 1}\n${child.output.slice(-1500)}`);
    assert.equal(rolled.code, 0, [`${rolled.stdout}${rolled.stderr}`, ...said].join('\n'));
    assert.match(rolled.stdout, /rolling-update: done/);
    assert.deepEqual(
      restarts.map(({ unit }) => unit),
      ports.map((port) => `web@${port}.service`),
    );
    assert.deepEqual(violations, [], 'one instance at a time');
    for (const { unit, stopped, cleanExits } of restarts)
      assert.ok(
        cleanExits.includes(stopped.code),
        `${unit} stopped with ${JSON.stringify(stopped)}: systemd says failed`,
      );
    for (const [part, result] of Object.entries({ pages, api })) {
      assert.ok(result.requests > 100, `${part}: only ${result.requests} requests`);
      assert.equal(result.errors + result.timeouts + result.non2xx, 0, `${part}: ${JSON.stringify(result)}`);
    }
    for (const port of ports) assert.equal((await request(`http://127.0.0.1:${port}/api/health`)).status, 200);
  } finally {
    await systemctl.close();
  }

  const readOnly = outputs.filter((child) => /EROFS|read-only file system/i.test(child.output));
  assert.deepEqual(
    readOnly.map((child) => child.output.slice(-3000)),
    [],
    'an instance wrote outside its ReadWritePaths',
  );
  for (const { child, command } of running.values()) await stopService(child, command);
  nginx.kill('SIGQUIT');
  await nginx.exited;
});
