import 'server-only';
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

// PGlite keeps its data folder to one process: two processes opening it at once would corrupt it. This lock file
// (holding the owner's pid) makes the second one wait or go elsewhere; a lock left by a dead process is taken over.

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

/** The pid holding the folder, or null when nobody alive does. */
function dataDirOwner(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(lockPath(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

function tryLock(dataDir: string): boolean {
  const file = lockPath(dataDir);
  try {
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = dataDirOwner(dataDir);
    if (owner === process.pid) return true;
    if (owner !== null) return false;
    rmSync(file, { force: true }); // stale: its process is gone
    return tryLock(dataDir);
  }
}

/** Takes the folder, waiting up to `waitMs` for another process (a running `npm run orders`) to let go of it. */
export async function lockDataDir(dataDir: string, waitMs = 15_000): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  while (!tryLock(dataDir)) {
    if (Date.now() > deadline)
      throw new Error(`The data folder ${dataDir} is in use by process ${dataDirOwner(dataDir)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return () => {
    if (dataDirOwner(dataDir) === process.pid) rmSync(lockPath(dataDir), { force: true });
  };
}
