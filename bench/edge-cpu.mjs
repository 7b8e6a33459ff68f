// CPU time of the Worker in workerd, as Cloudflare counts it against a plan's limit: time spent running the Worker's
// code, not time waiting for R2, D1, Postgres or the network. workerd freezes the Worker's clocks while it computes
// (a defence against timing attacks), so the Worker cannot time itself; V8's sampling profiler can. It is reached
// through the DevTools protocol on wrangler dev's inspector port (EDGE_INSPECTOR_PORT of npm run preview:edge), the way
// Cloudflare's own guide to profiling a Worker's CPU does it in Chrome's DevTools.
//  - per request: the profiler runs while N requests go one after another; the samples in which the isolate was
//    running something (the Worker's code, V8 compiling it, the garbage collector) are summed and divided by N;
//  - at start-up: `wrangler check startup` writes the profile of loading the Worker (what Cloudflare's 1 s start-up
//    limit applies to), whose busy samples are summed the same way.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

// Samples in which the isolate was waiting, not computing. '(program)' is counted as computing: V8 parsing and
// compiling the Worker's code and its own built-ins land there.
const WAITING = new Set(['(idle)']);

/** Milliseconds of a V8 CPU profile in which the isolate was busy. */
export function busyMs(profile) {
  const waiting = new Set(profile.nodes.filter((node) => WAITING.has(node.callFrame.functionName)).map((n) => n.id));
  let micros = 0;
  profile.samples.forEach((node, index) => {
    if (!waiting.has(node)) micros += profile.timeDeltas[index] ?? 0;
  });
  return micros / 1000;
}

/** A DevTools protocol session with the Worker behind wrangler dev's inspector port. */
async function inspect(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  const target = targets.find((entry) => entry.webSocketDebuggerUrl);
  if (!target) throw new Error(`no Worker to profile on inspector port ${port}: ${JSON.stringify(targets)}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const pending = new Map();
  let last = 0;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`));
    else waiter.resolve(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      last += 1;
      pending.set(last, { resolve, reject, method });
      socket.send(JSON.stringify({ id: last, method, params }));
    });
  return { send, close: () => socket.close() };
}

/**
 * CPU milliseconds per request for each of `requests` ({ name, url, headers, status }), `rounds` of each after two
 * unmeasured ones, in a Worker already warm. Each answer must have its expected status, or the figure would be of an
 * error page.
 */
export async function cpuPerRequest(inspectorPort, requests, rounds = 20) {
  const inspector = await inspect(inspectorPort);
  const ask = async ({ name, url, headers = {}, status = 200 }) => {
    const response = await fetch(url, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== status) throw new Error(`${name}: ${url} answered ${response.status}, not ${status}`);
  };
  try {
    await inspector.send('Profiler.enable');
    await inspector.send('Profiler.setSamplingInterval', { interval: 100 });
    const results = {};
    for (const request of requests) {
      for (let warm = 0; warm < 2; warm += 1) await ask(request);
      await inspector.send('Profiler.start');
      for (let round = 0; round < rounds; round += 1) await ask(request);
      const { profile } = await inspector.send('Profiler.stop');
      results[request.name] = busyMs(profile) / rounds;
    }
    return results;
  } finally {
    inspector.close();
  }
}

/** `wrangler check startup`: the CPU milliseconds of loading the Worker, from the profile it writes. */
export function startupCpuMs({ root, node }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'mhv-edge-startup-'));
  try {
    const outfile = path.join(folder, 'startup.cpuprofile');
    const wrangler = path.join(root, 'node_modules/wrangler/bin/wrangler.js');
    const result = spawnSync(node, [wrangler, 'check', 'startup', '--outfile', outfile], {
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
