// CPU time of the Worker in workerd, the figure a Cloudflare plan limits (10 ms a request on the free plan): time spent
// computing, not time waiting for R2, D1, Postgres or the network.
//  - per request: wrangler dev runs two workerd processes, a proxy that holds the public port and the runtime that
//    runs the Worker beside wrangler's local stand-ins for R2, D1 and the Cache API. The runtime's CPU time (all its
//    threads, from /proc) is read before and after requests sent one after another to a warm Worker, and divided by
//    their number. That is an upper bound of the Worker's own CPU time on this machine: it also counts workerd's HTTP
//    handling, wrangler's entry Worker and its stand-ins for the bindings, which on Cloudflare are not the Worker's.
//    A bare Worker (one that answers 'ok') is measured the same way in the same run: what any Worker costs here.
//  - at start-up: `wrangler check startup` writes V8's profile of loading the Worker (what Cloudflare's 1 s start-up
//    limit applies to), whose busy samples are summed.
// Why not V8's profiler per request too: workerd samples an isolate only while it runs, about once in 10 ms on this
// machine, and each sample's time spans the gap since the one before, waiting included. A request that takes a
// fraction of a millisecond is then counted as the whole gap: the bare Worker measured 6 ms a request that way.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../deploy/services.mjs';
import { WRANGLER_JS } from '../edge/edge-node.mjs';

// Samples in which the isolate was waiting, not computing. '(program)' is counted as computing: V8 parsing and
// compiling the Worker's code and its own built-ins land there.
const WAITING = new Set(['(idle)']);

/** Milliseconds of a V8 CPU profile in which the isolate was busy. */
function busyMs(profile) {
  const waiting = new Set(profile.nodes.filter((node) => WAITING.has(node.callFrame.functionName)).map((n) => n.id));
  let micros = 0;
  profile.samples.forEach((node, index) => {
    if (!waiting.has(node)) micros += profile.timeDeltas[index] ?? 0;
  });
  return micros / 1000;
}

/** `wrangler check startup`: the CPU milliseconds of loading the Worker, from the profile it writes. */
export function startupCpuMs({ root, node }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'mhv-edge-startup-'));
  try {
    const outfile = path.join(folder, 'startup.cpuprofile');
    const result = spawnSync(node, [WRANGLER_JS, 'check', 'startup', '--outfile', outfile], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    if (result.status !== 0) throw new Error(`wrangler check startup failed: ${result.stderr || result.stdout}`);
    return busyMs(JSON.parse(readFileSync(outfile, 'utf8')));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ, the same on every architecture it runs on).
const TICK_MS = 10;
const numericEntries = (folder) => readdirSync(folder).filter((name) => /^\d+$/.test(name));

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces): [0] is the state, [1] the parent. */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** User and system CPU milliseconds a process has used, all its threads together. */
function processCpuMs(pid) {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The socket inodes listening on `port` (IPv4 or IPv6). */
function listeningInodes(port) {
  const portHex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines = [];
    try {
      lines = readFileSync(table, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const column = line.trim().split(/\s+/);
      if (column[1].endsWith(portHex) && column[3] === '0A') inodes.add(column[9]);
    }
  }
  return inodes;
}

function holdsSocket(pid, inodes) {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' });
      return inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1]);
    });
  } catch {
    return false;
  }
}

/**
 * The workerd process running the Worker that wrangler dev serves on `port`: the proxy holds the port, and the runtime
 * is its sibling (both children of wrangler). With a single workerd, that one.
 */
export function workerRuntimePid(port) {
  const workerds = numericEntries('/proc').filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'workerd';
    } catch {
      return false;
    }
  });
  const inodes = listeningInodes(port);
  const proxy = workerds.find((pid) => holdsSocket(pid, inodes));
  if (!proxy) throw new Error(`no workerd process listens on port ${port}`);
  const parent = statFields(proxy)[1];
  return workerds.find((pid) => pid !== proxy && statFields(pid)[1] === parent) ?? proxy;
}

/**
 * CPU ms per request for each of `requests` ({ name, url, headers, status, fresh }), in the workerd process `pid`:
 * after a warm-up, requests one after another until both `minRequests` are sent and `minCpuMs` are counted (so a
 * clock tick is under 1 % of the figure), at most `maxRequests`. `fresh` adds a query no earlier request had, for a
 * page asked for the first time at that address. Each answer must have its expected status, or the figure would be
 * of an error page.
 */
export async function cpuPerRequest(
  pid,
  requests,
  { warm = 20, minRequests = 100, minCpuMs = 2000, maxRequests = 2000 } = {},
) {
  let counter = 0;
  const ask = async ({ name, url, headers = {}, status = 200, fresh = false }) => {
    counter += 1;
    const address = fresh ? `${url}${url.includes('?') ? '&' : '?'}fresh=${Date.now()}-${counter}` : url;
    const response = await fetch(address, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== status) throw new Error(`${name}: ${url} answered ${response.status}, not ${status}`);
  };
  const results = {};
  for (const request of requests) {
    for (let round = 0; round < warm; round += 1) await ask(request);
    const before = processCpuMs(pid);
    let sent = 0;
    while (sent < maxRequests && (sent < minRequests || processCpuMs(pid) - before < minCpuMs)) {
      await ask(request);
      sent += 1;
    }
    results[request.name] = { cpuMs: (processCpuMs(pid) - before) / sent, requests: sent };
  }
  return results;
}

/**
 * The same measure for a Worker that only answers 'ok', in wrangler dev with the site's compatibility settings: the
 * cost of workerd and wrangler's local runtime per request, whatever the Worker does.
 */
export async function bareWorkerCpu({ root, node }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'mhv-edge-bare-'));
  const settings = readFileSync(path.join(root, 'wrangler.jsonc'), 'utf8');
  const compatibilityDate = /"compatibility_date":\s*"([^"]+)"/.exec(settings)?.[1];
  writeFileSync(path.join(folder, 'worker.js'), "export default { fetch: () => new Response('ok') };\n");
  writeFileSync(
    path.join(folder, 'wrangler.json'),
    JSON.stringify({
      name: 'bare',
      main: 'worker.js',
      compatibility_date: compatibilityDate,
      compatibility_flags: ['nodejs_compat'],
    }),
  );
  const port = await freePort();
  const wrangler = spawn(
    node,
    [
      WRANGLER_JS,
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(await freePort()),
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: folder,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    },
  );
  try {
    await new Promise((resolve, reject) => {
      let said = '';
      const read = (chunk) => {
        said += chunk;
        if (said.includes('Ready on')) resolve();
      };
      wrangler.stdout.on('data', read);
      wrangler.stderr.on('data', read);
      wrangler.once('exit', (code) => reject(new Error(`wrangler dev of the bare Worker stopped (${code}): ${said}`)));
    });
    const url = `http://127.0.0.1:${port}/`;
    const { bare } = await cpuPerRequest(workerRuntimePid(port), [{ name: 'bare', url }]);
    return bare;
  } finally {
    try {
      process.kill(-wrangler.pid, 'SIGTERM');
    } catch {
      // gone
    }
    rmSync(folder, { recursive: true, force: true });
  }
}
