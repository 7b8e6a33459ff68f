/** @jest-environment node */
// `npm run staff` as the owner runs it: against PGlite while the site runs (the site does the work over its socket),
// against PGlite with no site running, and against Postgres. Its command line runs in this process
// (lib/ops/command-line.ts); a usage error also runs as a separate process, exit code and all. The settings file's
// test (settings-file.test.ts) runs it as npm does, adding, listing and resetting accounts.
import { desc } from 'drizzle-orm';
import { staffAuth } from '@/lib/auth/auth-server';
import { getDatabase } from '@/lib/server/db/connection';
import { staffActivity } from '@/lib/server/db/staff-schema';
import { playSite, runAlone } from '../support/command-line';
import { runScript } from '../support/run-script';
import { backends } from '../support/order-backends';

jest.setTimeout(120_000);
// The link is made by whichever process does the work (this one, as the running site, on PGlite): both read SITE_URL.
process.env.SITE_URL = 'https://shop.example.org';

const linkIn = (stdout: string) => /https:\/\/shop\.example\.org\/staff\/set-password\?token=[\w-]+/.exec(stdout)?.[0];

describe.each(backends)('npm run staff on $name', (backend) => {
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  it('adds, lists, resets and removes accounts, also while the site runs', async () => {
    // On PGlite this process plays the running site: it holds the data folder and answers over the socket.
    const site = await playSite();
    const staff = (...args: string[]) => site.run('staff', ...args);
    try {
      const owner = await staff('add', 'Owner@Example.org', '--role', 'owner');
      expect(owner.code).toBe(0);
      expect(owner.stdout).toContain('Added owner@example.org (owner).');
      const link = linkIn(owner.stdout)!;
      expect(link).toBeDefined();
      const auth = await staffAuth(false);
      const token = new URL(link).searchParams.get('token')!;
      await auth.api.resetPassword({ body: { token, newPassword: 'the owner chooses well' } });

      expect((await staff('add', 'kofi@example.org', '--role', 'staff')).code).toBe(0);
      const care = await staff('add', 'nurse@example.org', '--role', 'care');
      expect(care.stdout).toContain('Added nurse@example.org (care).');
      const listed = await staff('list');
      expect(listed.stdout).toMatch(/nurse@example\.org\s+care\s+second factor off\s+waiting for its link/);
      expect(listed.stdout).toMatch(/owner@example\.org\s+owner\s+second factor off\s+password set/);
      expect(listed.stdout).toMatch(/kofi@example\.org\s+staff\s+second factor off\s+waiting for its link/);

      const again = await staff('add', 'kofi@example.org', '--role', 'staff');
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('An account with the e-mail kofi@example.org exists already.');
      const reset = await staff('reset', 'owner@example.org');
      expect(linkIn(reset.stdout)).toBeDefined();
      expect(linkIn(reset.stdout)).not.toBe(link);
      await expect(
        auth.api.signInEmail({ body: { email: 'owner@example.org', password: 'the owner chooses well' } }),
      ).rejects.toThrow();
      expect((await staff('remove', 'owner@example.org')).stderr).toContain('only owner');
      expect((await staff('remove', 'kofi@example.org')).stdout).toContain('Removed kofi@example.org');
      expect((await staff('remove', 'kofi@example.org')).stderr).toContain(
        'No staff account has the e-mail kofi@example.org.',
      );

      const { db } = await getDatabase();
      const log = await db.select().from(staffActivity).orderBy(desc(staffActivity.id));
      expect(log.map((entry) => entry.action)).toEqual([
        'account_removed',
        'account_reset',
        'account_added',
        'account_added',
        'account_added',
      ]);
      expect(log.every((entry) => entry.address === 'command line')).toBe(true);
      expect(JSON.stringify(log)).not.toContain(token);
    } finally {
      await site.stop();
    }
  });

  it('works with no site running, and explains its usage', async () => {
    const listed = await runAlone('staff', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('owner@example.org');
    // As npm runs it, in a process of its own: the tool opens the database itself and exits with code 2.
    const wrong = await runScript('scripts/staff.ts', 'add', 'someone@example.org');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Give --role owner, --role staff or --role care.');
    expect((await runAlone('staff', 'promote', 'x@example.org')).stderr).toContain('Usage:');
  });
});
