/** @jest-environment node */
// Backups on both databases, through `npm run backup` and `npm run restore` as the owner runs them: a backup taken
// while orders keep coming holds every order answered before it began, restores into a fresh database the site runs
// on, and a damaged file, another program's file or a newer one is refused with nothing written. Their command lines
// run in this process (lib/ops/command-line.ts), except the first restore and a usage error of each, a separate
// process as npm runs it; the settings file's test (settings-file.test.ts) takes a backup as npm does.
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { runCommandLine } from '@/lib/ops/command-line';
import { getDatabase } from '@/lib/server/db/connection';
import { orders } from '@/lib/server/db/schema';
import { staffActivity } from '@/lib/server/db/staff-schema';
import { findOrder, recordOrder, settleOrder } from '@/lib/shop/orders/order-book';
import { logActivity } from '@/lib/server/audit/activity-log';
import { playSite, runAlone, type PlayedSite } from '../support/command-line';
import { backends, sampleOrder } from '../support/order-backends';
import { runScript } from '../support/run-script';

jest.setTimeout(180_000);

const folder = mkdtempSync(path.join(tmpdir(), 'mhv-backups-'));
/** As npm runs them, each in a process of its own. */
const backupProcess = (...args: string[]) => runScript('scripts/backup.ts', ...args);
const restoreProcess = (...args: string[]) => runScript('scripts/restore.ts', ...args);
const count = async () => (await (await getDatabase()).db.$count(orders)) as number;

/** Rewrites a backup's lines (unzipped), as someone editing it would; the checksum is left as it was. */
function edit(file: string, change: (lines: string[]) => string[], to: string) {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
  writeFileSync(to, gzipSync(change(lines).join('\n') + '\n'));
  return to;
}

describe.each(backends)('backup and restore on $name', (backend) => {
  afterAll(() => backend.tearDown());
  const file = path.join(folder, `${backend.name}.backup`);

  it('a backup taken while 20 orders a second come in holds every order answered before it, and restores', async () => {
    await backend.setUp();
    for (let n = 0; n < 300; n++) {
      const placed = await recordOrder(sampleOrder(`B-${backend.name}-${n}`));
      if (n % 3 === 0)
        await settleOrder(placed.reference, { kind: 'success', amount: placed.amount, currency: 'GHS' }, 'webhook');
    }
    await logActivity((await getDatabase()).db, { id: 'u1', email: 'owner@example.org', address: 'test' }, 'sign_in');
    // On PGlite this process plays the running site: it holds the data folder and takes the backup.
    const site = await playSite();
    const answered: string[] = [];
    let placing = 0;
    const timer = setInterval(() => {
      const reference = `B-${backend.name}-live-${placing++}`;
      void recordOrder(sampleOrder(reference)).then(() => answered.push(reference));
    }, 50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = [...answered];
      const made = await site.run('backup', file);
      expect([made.code, made.stderr]).toEqual([0, '']);
      expect(made.stdout).toMatch(/^Backed up \d+ rows of \d+ tables to .+ in \d+ ms\.\n$/);
      expect(before.length).toBeGreaterThan(0);
      clearInterval(timer);
      await new Promise((resolve) => setTimeout(resolve, 200));

      await backend.setUp(); // a fresh, empty database to restore into
      const restored = await restoreProcess(file);
      expect([restored.code, restored.stderr]).toEqual([0, '']);
      for (const reference of [...before, `B-${backend.name}-0`, `B-${backend.name}-299`])
        expect((await findOrder(reference))?.reference).toBe(reference);
      expect((await findOrder(`B-${backend.name}-3`))?.status).toBe('paid');
      expect(await (await getDatabase()).db.$count(staffActivity)).toBe(1);
      // The site runs on it: a new order gets its own id after the restored ones.
      const total = await count();
      await recordOrder(sampleOrder(`B-${backend.name}-after`));
      expect(await count()).toBe(total + 1);
    } finally {
      clearInterval(timer);
      await site.stop();
    }
  });

  it('refuses a database that holds data unless --force, and then replaces it (on PGlite, through the running site)', async () => {
    const site = await playSite();
    try {
      await refuseThenForce(site);
    } finally {
      await site.stop();
    }
  });

  async function refuseThenForce(site: PlayedSite) {
    const refused = await site.run('restore', file);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('The database already holds orders or accounts. Nothing was written.');
    expect(await findOrder(`B-${backend.name}-after`)).not.toBeNull();
    const forced = await site.run('restore', file, '--force');
    expect(forced.code).toBe(0);
    expect(await findOrder(`B-${backend.name}-after`)).toBeNull();
    expect(await findOrder(`B-${backend.name}-299`)).not.toBeNull();
  }

  it('refuses a damaged file, another program’s file and a newer one, writing nothing', async () => {
    await backend.setUp();
    const whole = readFileSync(file);
    const cut = path.join(folder, `${backend.name}-cut.backup`);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const other = path.join(folder, `${backend.name}-other.backup`);
    writeFileSync(other, gzipSync('{"hello":"world"}\n'));
    const newer = edit(
      file,
      ([header, ...rest]) => [JSON.stringify({ ...JSON.parse(header), schema: '9999_future' }), ...rest],
      path.join(folder, `${backend.name}-newer.backup`),
    );
    const tampered = edit(
      file,
      (lines) => lines.map((line) => line.replace(/"amount":12500/, '"amount":1')),
      path.join(folder, `${backend.name}-tampered.backup`),
    );
    const expected: [string, RegExp][] = [
      [cut, /damaged or cut short/],
      [other, /This is not a backup of the order book\./],
      [newer, /newer version of the site \(schema 9999_future\)/],
      [tampered, /checksum does not match/],
      [path.join(folder, 'missing.backup'), /There is no file/],
      [path.join(folder, '..'), /damaged or cut short|There is no file/],
    ];
    for (const [bad, message] of expected) {
      const result = await runAlone('restore', bad, '--force');
      expect([result.code, result.stderr]).toEqual([2, expect.stringMatching(message)]);
    }
    expect(await count()).toBe(0);
  });
});

it('explains what backup and restore need', async () => {
  for (const result of [await runCommandLine('backup', ['']), await backupProcess(), await restoreProcess()]) {
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^Usage: npm run (backup|restore) -- <file>/);
  }
});
