// The Next.js instances: all from the one build in this checkout, each on its own port, each run by server.mjs (what
// `npm start` runs). An instance that exits unexpectedly is started again within seconds; a rolling update stops one
// instance at a time with SIGTERM (the server stops accepting connections and finishes the requests in flight, while
// nginx sends new ones to the others) and waits until it is back and healthy.
import { lastingPorts, sleep, waitForPort } from './services.mjs';

// Not `next start`: our server stamps each request with its connection's address
// (lib/server/http/guard/peer-stamp.mjs).
const SERVER = 'server.mjs';
const DRAIN_LIMIT_MS = Number(process.env.DEPLOY_DRAIN_SECONDS ?? 30) * 1000;
// After an instance is back, a short pause before the next one goes, so it has warmed up under traffic.
const SETTLE_MS = 2_000;
// An instance that gives no answer at all to its health check for this long is hung (an endless loop, a
// deadlock) and is killed, so the supervisor starts it again. A 503 is an answer: a database or Redis
// that is down is not mended by restarting the instances.
const HANG_LIMIT_MS = Number(process.env.DEPLOY_HANG_SECONDS ?? 15) * 1000;
const WATCH_EVERY_MS = 5_000;

export async function waitHealthy(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(3_000) });
      if (response.status === 200) return await response.json();
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the instance on port ${port} was not healthy within ${timeoutMs / 1000} s`);
}

export class Instances {
  /** @param {{ count: number, env: Record<string, string>, spawnChild: Function, log: Function, onChange?: Function }} options */
  constructor({ count, env, spawnChild, log, onChange = () => {} }) {
    Object.assign(this, { count, env, spawnChild, log, onChange });
    /** @type {{ name: string, port: number, child: any, state: 'running'|'draining'|'stopped', startedAt: number, restarts: number }[]} */
    this.list = [];
    this.stopping = false;
    this.rolling = null;
  }

  async start() {
    for (let i = 1; i <= this.count; i += 1) {
      this.list.push({
        name: `web-${i}`,
        port: await lastingPorts(),
        child: null,
        state: 'stopped',
        startedAt: 0,
        restarts: 0,
      });
    }
    await Promise.all(this.list.map((instance) => this.launch(instance)));
    await Promise.all(this.list.map(({ port }) => waitHealthy(port)));
    this.watchdog = setInterval(() => this.list.forEach((instance) => this.watch(instance)), WATCH_EVERY_MS);
  }

  /** One health check of a running instance; SIGKILL once it has answered nothing for HANG_LIMIT_MS. */
  async watch(instance) {
    if (this.stopping || instance.state !== 'running' || instance.checking) return;
    instance.checking = true;
    try {
      await fetch(`http://127.0.0.1:${instance.port}/api/health`, { signal: AbortSignal.timeout(WATCH_EVERY_MS) });
      instance.answeredAt = Date.now();
    } catch {
      // Silence counts from its last answer, or from when it began to listen (a starting instance is not hung).
      const silentFor = Date.now() - Math.max(instance.answeredAt ?? 0, instance.listeningAt ?? Infinity);
      if (silentFor >= HANG_LIMIT_MS && instance.state === 'running' && !this.stopping) {
        this.log(`${instance.name} has not answered for ${Math.round(silentFor / 1000)} s: killing it`);
        instance.child?.kill('SIGKILL');
      }
    } finally {
      instance.checking = false;
    }
  }

  async launch(instance) {
    const env = { ...this.env, PORT: String(instance.port), INSTANCE_ID: instance.name };
    instance.child = this.spawnChild(
      instance.name,
      process.execPath,
      [SERVER, '-p', String(instance.port), '-H', '127.0.0.1'],
      { env },
    );
    instance.state = 'running';
    instance.startedAt = Date.now();
    instance.child.once('exit', (code, signal) => this.exited(instance, code, signal));
    this.onChange();
    instance.listeningAt = undefined;
    await waitForPort(instance.port, instance.child, instance.name, 60_000);
    instance.listeningAt = Date.now();
  }

  exited(instance, code, signal) {
    if (this.stopping || instance.state === 'draining') return;
    instance.state = 'stopped';
    this.onChange();
    // A crash loop backs off (up to 10 s); an instance that ran for a while comes back at once.
    const quick = Date.now() - instance.startedAt < 10_000;
    instance.restarts = quick ? instance.restarts + 1 : 0;
    const delay = Math.min(10_000, 250 * 2 ** instance.restarts);
    this.log(`${instance.name} exited (${signal ?? `code ${code}`}); starting it again in ${delay} ms`);
    setTimeout(() => {
      if (this.stopping || instance.state !== 'stopped') return;
      this.launch(instance).then(
        () => this.log(`${instance.name} is back on port ${instance.port}`),
        (error) => {
          // Started but never listening (stuck at start-up): killed, so it is started again like any other exit.
          this.log(`${instance.name} did not come back: ${error.message}; killing it`);
          instance.child?.kill('SIGKILL');
        },
      );
    }, delay);
  }

  /** SIGTERM, then SIGKILL if the requests in flight take longer than DEPLOY_DRAIN_SECONDS. */
  async stopOne(instance) {
    const child = instance.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const started = Date.now();
    child.kill('SIGTERM');
    const killer = setTimeout(() => {
      this.log(`${instance.name} still answering after ${DRAIN_LIMIT_MS / 1000} s of draining; killed`);
      child.kill('SIGKILL');
    }, DRAIN_LIMIT_MS);
    await exited;
    clearTimeout(killer);
    this.log(`${instance.name} stopped in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  /** One instance at a time: stop it gracefully, start it again, wait until healthy, then the next. */
  rollingRestart() {
    if (this.rolling) return this.rolling;
    this.rolling = (async () => {
      const started = Date.now();
      for (const instance of this.list) {
        if (this.stopping) return;
        this.log(`rolling update: ${instance.name} draining`);
        instance.state = 'draining';
        this.onChange();
        await this.stopOne(instance);
        if (this.stopping) return;
        await this.launch(instance);
        await waitHealthy(instance.port);
        this.log(`rolling update: ${instance.name} back and healthy`);
        await sleep(SETTLE_MS);
      }
      this.log(`rolling update done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    })().finally(() => {
      this.rolling = null;
      this.onChange();
    });
    return this.rolling;
  }

  async stopAll() {
    this.stopping = true;
    clearInterval(this.watchdog);
    await Promise.all(this.list.map((instance) => this.stopOne(instance)));
  }
}
