// Starts the site servers of an end-to-end run at once and answers on READY_PORT once every one of them answers its
// own address. Playwright starts the servers of its webServer list one after another, each waiting for the last:
// three `next start`s, or two Workers in workerd, start faster side by side. Each server runs in this process's group,
// so Playwright's stop reaches them all. SERVERS is a JSON list of { name, command, url, env }.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

const servers = JSON.parse(process.env.SERVERS ?? '[]');
const READY_PORT = Number(process.env.READY_PORT);
const GIVE_UP_MS = Number(process.env.GIVE_UP_MS ?? 240_000);

const children = servers.map(({ name, command, env }) => {
  const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}) before the run ended`);
    stop(1);
  });
  return child;
});

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  // Each server stops its own children on SIGTERM; this process waits for them, then leaves.
  Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
  ).then(() => process.exit(code));
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

async function answers(url) {
  const giveUpAt = Date.now() + GIVE_UP_MS;
  for (;;) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status >= 200 && status < 400) return;
    if (Date.now() > giveUpAt) throw new Error(`${url} did not answer within ${GIVE_UP_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

try {
  await Promise.all(servers.map(({ url }) => answers(url)));
  createServer((_, response) => response.end('ready')).listen(READY_PORT, '127.0.0.1');
} catch (error) {
  // Never ready: the run must not start against servers that are stopping.
  console.error(error.message);
  stop(1);
}
