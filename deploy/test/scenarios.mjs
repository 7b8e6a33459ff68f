// What the deploy test asserts and the benchmark reports, measured against a running deploy:local.
import autocannon from 'autocannon';
import { inlineScriptHashes, policySkeleton } from '../../lib/server/http/page-policy.mjs';
import { commonSecurityHeaders, NO_INLINE_SCRIPT_POLICY } from '../../lib/server/http/security-headers.mjs';
import { sleep } from '../services.mjs';
import { ORDER, request } from './harness.mjs';

const PAGES = ['/home', '/about', '/Products'];

/** An autocannon run: `done` resolves with its result when its duration is over or `stop()` is called. */
function startAutocannon(options) {
  let run;
  const done = new Promise((resolve, reject) => {
    run = autocannon({ timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return { done, stop: () => run.stop() };
}

const runAutocannon = (options) => startAutocannon(options).done;

function summary(result) {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}

/**
 * `connections` through `url` while `during()` runs (started once the load has run a second), and a second more: most
 * on `pages`, a fifth on /api/health (never cached, so every one of those reaches an instance). Resolves with what
 * `during()` resolved with and the summary of each part.
 * The load is held to `perSecond` requests a second, a fifth of them on the API: as fast as it can go, it takes the
 * cores the restarting instances need, and a rolling update of two took 30 to 76 s on two cores rather than seconds.
 */
export async function loadDuring(url, during, { connections = 50, pages = PAGES, perSecond = 500 } = {}) {
  const apiConnections = Math.max(1, Math.round(connections / 5));
  const apiPerSecond = Math.max(1, Math.round(perSecond / 5));
  const runs = [
    startAutocannon({
      url,
      connections: connections - apiConnections,
      overallRate: perSecond - apiPerSecond,
      duration: 3600,
      requests: pages.map((path) => ({ method: 'GET', path })),
    }),
    startAutocannon({
      url: `${url}/api/health`,
      connections: apiConnections,
      overallRate: apiPerSecond,
      duration: 3600,
    }),
  ];
  try {
    await sleep(1_000);
    const value = await during();
    await sleep(1_000);
    return { value, ...(await stopLoad(runs)) };
  } catch (error) {
    await stopLoad(runs);
    throw error;
  }
}

async function stopLoad(runs) {
  for (const run of runs) run.stop();
  const [pages, api] = await Promise.all(runs.map((run) => run.done));
  return { pages: summary(pages), api: summary(api) };
}

async function healthyPid(setup, name, oldPid, since) {
  for (;;) {
    const instance = setup.state().instances.find((i) => i.name === name);
    if (instance?.pid && instance.pid !== oldPid && instance.state === 'running') {
      const health = await fetch(`http://127.0.0.1:${instance.port}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      if (health === 200) return { pid: instance.pid, seconds: (Date.now() - since) / 1000 };
    }
    if (Date.now() - since > 60_000) throw new Error(`${name} did not come back within 60 s`);
    await sleep(100);
  }
}

/**
 * `connections` for `seconds` through nginx: most on pages, a fifth on /api/health (never cached, so
 * every one of those reaches an instance). Meanwhile one instance is killed (SIGKILL) and, later, a
 * rolling update (SIGHUP) restarts every instance one at a time.
 */
export async function loadWithFaults(setup, { seconds = 20, connections = 100 } = {}) {
  const apiConnections = Math.max(1, Math.round(connections / 5));
  const pagesRun = runAutocannon({
    url: setup.url,
    connections: connections - apiConnections,
    duration: seconds,
    requests: PAGES.map((path) => ({ method: 'GET', path })),
  });
  const apiRun = runAutocannon({ url: `${setup.url}/api/health`, connections: apiConnections, duration: seconds });

  const before = setup.state();
  const victim = before.instances[0];
  await sleep(Math.min(4_000, (seconds * 1000) / 5));
  const killedAt = Date.now();
  process.kill(victim.pid, 'SIGKILL');
  const back = await healthyPid(setup, victim.name, victim.pid, killedAt);

  await sleep(Math.max(0, killedAt + seconds * 1000 * 0.45 - Date.now()));
  const pidsBeforeRolling = Object.fromEntries(setup.state().instances.map((i) => [i.name, i.pid]));
  const rollingAt = Date.now();
  process.kill(before.pid, 'SIGHUP');

  const [pages, api] = await Promise.all([pagesRun, apiRun]);
  while (!/rolling update done/.test(setup.output())) {
    if (Date.now() - rollingAt > 120_000) throw new Error('the rolling update did not finish within 120 s');
    await sleep(200);
  }
  const rollingSeconds = Number(/rolling update done in ([\d.]+) s/.exec(setup.output())[1]);
  const after = setup.state();
  return {
    seconds,
    connections,
    pages: summary(pages),
    api: summary(api),
    killed: { name: victim.name, pid: victim.pid, newPid: back.pid, backAfterSeconds: back.seconds },
    rolling: {
      seconds: rollingSeconds,
      replaced: after.instances.every((i) => i.pid !== pidsBeforeRolling[i.name] && i.state === 'running'),
      startedAfterSeconds: (rollingAt - killedAt) / 1000,
    },
  };
}

async function post(url, { localAddress, key } = {}) {
  const headers = { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) };
  return request(url, { method: 'POST', headers, body: ORDER, localAddress });
}

/**
 * The payment API's rate limit (RATE_LIMIT_BURST back-to-back requests per client), with one client's
 * requests spread over every instance: through nginx (round robin) and straight to each instance in turn.
 */
export async function rateLimitAcrossInstances(setup, attempts = 12) {
  const viaNginx = [];
  for (let i = 0; i < attempts; i += 1)
    viaNginx.push((await post(`${setup.url}/api/generateReference`, { localAddress: '127.0.0.3' })).status);
  await sleep(1_200); // the access log is flushed every second
  const upstreams = new Set(
    setup
      .accessLog()
      .split('\n')
      .filter((line) => line.startsWith('127.0.0.3 "POST /api/generateReference'))
      .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
  );
  const direct = [];
  const ports = setup.state().instances.map((i) => i.port);
  for (let i = 0; i < attempts; i += 1) {
    direct.push(
      (await post(`http://127.0.0.1:${ports[i % ports.length]}/api/generateReference`, { localAddress: '127.0.0.4' }))
        .status,
    );
  }
  const allowed = (statuses) => statuses.filter((s) => s === 200).length;
  return {
    attempts,
    viaNginx: { allowed: allowed(viaNginx), statuses: viaNginx, upstreams: [...upstreams] },
    direct: { allowed: allowed(direct), statuses: direct, instances: ports.length },
  };
}

/** The same Idempotency-Key sent to one instance, then to another: the second gets the first's answer. */
export async function idempotencyAcrossInstances(setup) {
  const [first, second] = setup.state().instances;
  const key = `deploy-test-${Date.now()}`;
  const a = await post(`http://127.0.0.1:${first.port}/api/generateReference`, { localAddress: '127.0.0.5', key });
  const b = await post(`http://127.0.0.1:${second.port}/api/generateReference`, { localAddress: '127.0.0.5', key });
  return { statuses: [a.status, b.status], first: JSON.parse(a.body), second: JSON.parse(b.body) };
}

/**
 * Each security header present exactly once with its value, or a list of what is wrong. The policy is the page's own
 * (hashes or a nonce in script-src) and otherwise the same everywhere, never with 'unsafe-inline' for scripts.
 */
export function securityHeaderProblems(response, where) {
  const problems = [];
  const valuesOf = (key) => {
    const values = [];
    for (let i = 0; i < response.rawHeaders.length; i += 2)
      if (response.rawHeaders[i].toLowerCase() === key.toLowerCase()) values.push(response.rawHeaders[i + 1]);
    return values;
  };
  for (const { key, value } of commonSecurityHeaders) {
    const values = valuesOf(key);
    if (values.length !== 1 || values[0] !== value)
      problems.push(`${where}: ${key} ${values.length ? JSON.stringify(values) : 'missing'}`);
  }
  const policies = valuesOf('Content-Security-Policy');
  if (policies.length !== 1 || policySkeleton(policies[0]) !== NO_INLINE_SCRIPT_POLICY)
    problems.push(`${where}: Content-Security-Policy ${policies.length ? JSON.stringify(policies) : 'missing'}`);
  return problems;
}

/**
 * Whether a stored page's policy names exactly the inline scripts the page holds, so that each of them runs and no
 * other would: what a browser's policy check of the page comes to. Undefined when it does, else what differs.
 */
export function pagePolicyProblem(response, where) {
  const named = /script-src ([^;]*)/.exec(response.headers['content-security-policy'] ?? '')?.[1].split(' ') ?? [];
  const held = ["'self'", ...inlineScriptHashes(response.body).map((hash) => `'${hash}'`)];
  return named.join(' ') === held.join(' ')
    ? undefined
    : `${where}: the policy names ${named.join(' ')}, the page holds ${held.join(' ')}`;
}
