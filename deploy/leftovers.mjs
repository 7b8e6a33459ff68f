// A launcher that was SIGKILLed (or lost with its terminal) cannot stop what it started: nginx, the
// instances, Redis and Postgres run on in their own process groups. The next start in the same run
// folder reads the state the last one left there and stops those processes first, so that they neither
// hold the ports nor keep serving an old build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { alive, sleep } from './services.mjs';

// What the launcher starts, by the command line the kernel shows for it.
const OURS = /nginx|server\.mjs|next-server|next start|redis-server|postgres/;

const commandOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};

/** Throws if a launcher still runs on this run folder; otherwise stops what a lost one left behind. */
export async function stopLeftovers(runDir, log) {
  const file = path.join(runDir, 'state.json');
  if (!existsSync(file)) return;
  let state;
  try {
    state = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return; // unreadable: nothing to go on
  }
  if (state.pid && state.pid !== process.pid && alive(state.pid) && /deploy\/local\.mjs/.test(commandOf(state.pid)))
    throw new Error(`deploy:local already runs for ${runDir} (pid ${state.pid}): stop it first`);
  const left = (state.children ?? []).filter((pid) => alive(pid) && OURS.test(commandOf(pid)));
  if (!left.length) return;
  log(`stopping ${left.length} processes a previous launcher left running (pids ${left.join(', ')})`);
  const signal = (name) =>
    left.forEach((pid) => {
      try {
        process.kill(-pid, name); // each was started as the leader of its own process group
      } catch {
        // gone
      }
    });
  signal('SIGTERM');
  for (let waited = 0; waited < 10_000 && left.some(alive); waited += 200) await sleep(200);
  signal('SIGKILL');
}
