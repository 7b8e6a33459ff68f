/** @jest-environment node */
// A site process killed mid-traffic (SIGKILL, no chance to close anything) loses no order it had answered for:
// the next process opens the same PGlite data folder, takes over the dead process's lock and finds every one.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { closeDatabase } from '@/lib/server/db/connection';
import { findOrder } from '@/lib/shop/orders/order-book';
import { freshDataDir } from '../support/order-backends';

jest.setTimeout(120_000);

it('keeps every answered order when the process is killed mid-traffic', async () => {
  // A copy of the migrated template (tests/support/global-setup.ts): the process records orders from its start instead
  // of first migrating an empty folder for seconds.
  const dataDir = freshDataDir();
  // One node process with tsx's loader (the tsx command would put a second process in between).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'tests/support/record-orders-child.ts'],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const answered: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      answered.push(...lines);
      if (answered.length >= 40) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the recording process stopped by itself (${code})`)));
  });
  child.kill('SIGKILL');
  await exited;

  process.env.DATA_DIR = dataDir;
  try {
    const found = await Promise.all(answered.map((reference) => findOrder(reference)));
    expect(found.filter((order) => order === null)).toEqual([]);
    expect(found.every((order) => order?.status === 'pending')).toBe(true);
  } finally {
    await closeDatabase();
    delete process.env.DATA_DIR;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
