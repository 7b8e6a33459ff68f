/** @jest-environment node */
// One settings file for the site and its tools, as the operator uses it: `--env-file <path>` (or ENV_FILE) given to
// `npm run staff`, `npm run backup`, `npm run db:migrate` and `npm start`, each run as npm runs it. The tools act on
// the data folder and the address the file names; the server, given the same file, reads the Paystack key in it (it
// refuses to start without the secret key, before any build is needed); what the environment sets wins over the file;
// and a file that is not there stops each of them with one line. These are also the runs that show each tool works
// as a process of its own; the other tests of the tools run most of their commands in the test's process.
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCommandLine, type ToolName } from '@/lib/ops/command-line';
import { UNVERIFIED_PAYMENTS_REFUSAL } from '@/lib/paystack/unverified-payments.mjs';
import { closeDatabase } from '@/lib/server/db/connection';
import { npmScript } from '../support/npm-script';
import { freshDataDir } from '../support/order-backends';

jest.setTimeout(180_000);

let scratch: string;
let settings: string;
let dataDir: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'mhv-settings-file-'));
  dataDir = path.join(scratch, 'data');
  settings = path.join(scratch, 'site.env');
  writeFileSync(
    settings,
    [
      '# What the site and its tools share',
      `DATA_DIR=${dataDir}`,
      'SITE_URL="https://from-the-file.example"',
      'NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY=pk_test_x',
      '',
    ].join('\n'),
  );
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const link = (stdout: string) => /https:\/\/[\w.-]+\/staff\/set-password\?token=/.exec(stdout)?.[0];

test('the tools act on the data folder and the address the file names, given by --env-file or ENV_FILE', async () => {
  const added = await npmScript('staff', ['add', 'owner@example.org', '--env-file', settings, '--role', 'owner'], {});
  expect(added.stderr).toBe('');
  expect(added.code).toBe(0);
  expect(link(added.stdout)).toBe('https://from-the-file.example/staff/set-password?token=');
  expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);

  const listed = await npmScript('staff', ['list'], { ENV_FILE: settings });
  expect(listed.code).toBe(0);
  expect(listed.stdout).toMatch(/^owner@example\.org\s+owner\s/);

  const file = path.join(scratch, 'book.backup');
  const backup = await npmScript('backup', [`--env-file=${settings}`, file], {});
  expect([backup.code, backup.stderr]).toEqual([0, '']);
  expect(backup.stdout).toMatch(/^Backed up \d+ rows of \d+ tables to /);
  expect(statSync(file).size).toBeGreaterThan(0);
});

test('npm run db:migrate migrates the data folder the file names, and stops at a stray argument', async () => {
  const migrated = path.join(scratch, 'migrated');
  const file = path.join(scratch, 'migrate.env');
  writeFileSync(file, `DATA_DIR=${migrated}\n`);
  // The stray argument never reaches a database, so both run at once.
  const [run, stray] = await Promise.all([
    npmScript('db:migrate', ['--env-file', file], {}),
    npmScript('db:migrate', ['now'], { ENV_FILE: file }),
  ]);
  expect(run).toEqual({ code: 0, stdout: 'npm run db:migrate: the embedded database is up to date.\n', stderr: '' });
  expect(existsSync(path.join(migrated, 'pglite'))).toBe(true);
  expect([stray.code, stray.stdout]).toEqual([2, '']);
  expect(stray.stderr).toMatch(/^Usage: npm run db:migrate\n/);
});

test('the server reads the same file: its Paystack public key without the secret key stops the start', async () => {
  for (const [args, env] of [
    [['-p', '0', '--env-file', settings], {}],
    [['-p', '0'], { ENV_FILE: settings }],
  ] as const) {
    const start = await npmScript('start', [...args], env);
    expect([start.code, start.stderr]).toEqual([1, `${UNVERIFIED_PAYMENTS_REFUSAL}\n`]);
    expect(start.stdout).toBe('');
  }
});

test('a variable set in the environment wins over the file', async () => {
  const reset = await npmScript('staff', ['reset', 'owner@example.org', '--env-file', settings], {
    SITE_URL: 'https://from-the-environment.example',
  });
  expect(reset.code).toBe(0);
  // The account was found in the file's data folder, and its link carries the environment's address.
  expect(link(reset.stdout)).toBe('https://from-the-environment.example/staff/set-password?token=');

  // The file's public key, with a secret key from the environment: nothing to refuse.
  // Without a build Next then stops for want of one; with one the server starts and is stopped once ready.
  const start = await npmScript(
    'start',
    ['-p', '0'],
    { ENV_FILE: settings, PAYSTACK_SECRET_KEY: 'sk_test_x' },
    /> Ready on/,
  );
  expect(start.stderr).not.toContain('PAYSTACK_SECRET_KEY');
  expect(`${start.stdout}${start.stderr}`).toMatch(/> Ready on|Could not find a production build/);
});

test('a settings file that cannot be read stops the server and the tools with one line, exit code 2', async () => {
  const missing = path.join(scratch, 'missing.env');
  const flagLine = `Cannot read the settings file ${missing} (--env-file): there is no such file.\n`;
  const envLine = `Cannot read the settings file ${missing} (ENV_FILE): there is no such file.\n`;
  const runs = [
    ['start', []],
    ['staff', ['list']],
    ['backup', [path.join(scratch, 'never.backup')]],
    ['orders', []],
    ['db:migrate', []],
  ] as const;
  // Each stops before it opens anything, so they all run at once.
  const [stopped, folder, bare] = await Promise.all([
    Promise.all(
      runs.map(([name, args]) =>
        Promise.all([
          npmScript(name, ['--env-file', missing, ...args], {}),
          npmScript(name, [...args], { ENV_FILE: missing }),
        ]),
      ),
    ),
    npmScript('reconcile', ['--env-file', scratch], {}),
    npmScript('restore', ['--env-file'], {}),
  ]);
  runs.forEach(([name], index) => {
    const [flag, variable] = stopped[index];
    expect([name, flag.code, flag.stderr, flag.stdout]).toEqual([name, 2, flagLine, '']);
    expect([name, variable.code, variable.stderr, variable.stdout]).toEqual([name, 2, envLine, '']);
  });
  expect([folder.code, folder.stderr]).toEqual([
    2,
    `Cannot read the settings file ${scratch} (--env-file): it is a folder.\n`,
  ]);
  expect([bare.code, bare.stderr]).toEqual([2, '--env-file needs the path of a settings file.\n']);
});

test("every tool's help names the settings file", async () => {
  const names: ToolName[] = ['orders', 'staff', 'reconcile', 'backup', 'restore', 'catalogue', 'db:migrate'];
  const line = '--env-file <path> anywhere among the arguments, or ENV_FILE=<path>';
  // Each help is the command's own (lib/ops/command-line.ts), printed the same in a process of its own; one tool
  // shows it through that process, the others in this one (only staff's opens the database, the folder given here: a
  // copy of the migrated template, since what is checked is the help, not the migrations run on an empty folder).
  const helpDataDir = freshDataDir();
  const asRun = await npmScript('catalogue', ['--help'], { DATA_DIR: helpDataDir });
  expect([asRun.code, asRun.stderr]).toEqual([0, '']);
  expect(asRun.stdout).toContain(line);
  process.env.DATA_DIR = helpDataDir;
  try {
    for (const name of names) {
      const help = await runCommandLine(name, ['--help']);
      expect([name, help.code]).toEqual([name, 0]);
      expect(help.stdout).toContain(line);
    }
  } finally {
    await closeDatabase();
    delete process.env.DATA_DIR;
    rmSync(helpDataDir, { recursive: true, force: true });
  }
});
