import 'server-only';
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite keeps its data folder to one process: two processes opening it at once would corrupt it. This lock file
// (holding the owner's pid) makes the second one wait or go elsewhere; a lock left by a dead process is taken over.
//
// Reading a lock, finding its owner dead and deleting it is not enough: two starting processes can both find it dead,
// and the slower one then deletes the lock the faster one has just made. So each step that decides ownership is one
// the file system grants to one process only. A lock appears whole, with a word of its own beside the pid (written
// aside, then linked to its name, which fails when the name is taken), and a dead owner's lock is removed only by the
// process that claims that very lock first (a lock file named after its content, taken the same way), after reading it
// again.

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockPath(dataDir: string): string {
  return path.join(dataDir, 'mhv-owner.lock');
}

/** The file's content, or null when there is none (never made, or let go meanwhile). */
function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The live process a lock's content names (its first word; older locks hold the pid alone), or null. */
function liveOwner(content: string | null): number | null {
  const pid = Number(content?.trim().split(/\s+/)[0]);
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
}

/** Makes `file` with this process's pid and a word of its own, all at once; null when the name is taken. */
function create(file: string): string | null {
  const content = `${process.pid} ${randomBytes(8).toString('hex')}`;
  const aside = `${file}.${content.replace(' ', '-')}.new`;
  writeFileSync(aside, content, { mode: 0o600 });
  try {
    linkSync(aside, file);
    return content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return null;
  } finally {
    rmSync(aside, { force: true });
  }
}

/** Takes `file` for this process: the content that makes it ours, or null while a live process holds it. */
function take(file: string): string | null {
  for (;;) {
    const made = create(file);
    if (made) return made;
    const held = read(file);
    if (held === null) continue; // let go between the two steps: try again
    const owner = liveOwner(held);
    if (owner === process.pid) return held;
    if (owner !== null) return null;
    // Its owner is dead. A second process taking the same lock over waits as it would for a live owner.
    const claim = `${file}.${held.trim().replace(/\W+/g, '-').slice(0, 60) || 'empty'}.takeover`;
    const claimed = take(claim);
    if (!claimed) return null;
    try {
      if (read(file) === held) rmSync(file, { force: true });
    } finally {
      if (read(claim) === claimed) rmSync(claim, { force: true });
    }
  }
}

/** Takes the folder, waiting up to `waitMs` for another process (a running `npm run orders`) to let go of it. */
export async function lockDataDir(dataDir: string, waitMs = 15_000): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  const file = lockPath(dataDir);
  let mine: string | null;
  while (!(mine = take(file))) {
    if (Date.now() > deadline) {
      const owner = liveOwner(read(file));
      const who = owner ? `process ${owner}` : 'another process taking it over from one that stopped';
      throw new Error(`The data folder ${dataDir} is in use by ${who}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return () => {
    if (read(file) === mine) rmSync(file, { force: true });
  };
}
