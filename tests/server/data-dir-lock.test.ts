/** @jest-environment node */
// The embedded database's folder belongs to one process: when the process that held it has died, several processes
// starting at the same instant (a restart beside `npm run orders`, two instances by mistake) must end with exactly
// one owner, never two that both open PGlite on the same files. Real processes, started on one moment of the shared
// clock, over many rounds.
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockDataDir } from '@/lib/server/db/data-dir-lock';

jest.setTimeout(300_000);

const ROUNDS = 150;
const PROCESSES = 3;
const CHILD = 'tests/support/data-dir-lock-child.ts';

type Answer = { ready?: true; round?: number; owner?: boolean; why?: string };

function start(dataDir: string): Promise<ChildProcess> {
  const child = fork(CHILD, [dataDir], {
    execArgv: ['--import', 'tsx', '--conditions=react-server'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`a lock process stopped by itself (${code})`)));
  });
}

const answer = (child: ChildProcess, round: number) =>
  new Promise<Answer>((resolve) => {
    const listen = (message: Answer) => {
      if (message.round !== round) return;
      child.off('message', listen);
      resolve(message);
    };
    child.on('message', listen);
  });

/** Every process of `children` starts taking the lock at the same moment; the answers, in their order. */
async function round(children: ChildProcess[], n: number): Promise<Answer[]> {
  const answers = children.map((child) => answer(child, n));
  const at = Date.now() + 30;
  for (const child of children) child.send({ round: n, at });
  return Promise.all(answers);
}

it(`leaves exactly one owner when ${PROCESSES} processes take over a dead owner's lock at once, ${ROUNDS} times`, async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'mhv-lock-'));
  const dataDir = path.join(work, 'data');
  const deadOwners = path.join(work, 'left-by-the-dead');
  const children: ChildProcess[] = [];
  try {
    // A process takes the folder and dies without letting go (SIGKILL): what it leaves is each round's start.
    mkdirSync(dataDir);
    const dying = await start(dataDir);
    children.push(dying);
    expect(await round([dying], 0)).toEqual([{ round: 0, owner: true }]);
    const died = new Promise((resolve) => dying.once('exit', resolve));
    dying.kill('SIGKILL');
    await died;
    cpSync(dataDir, deadOwners, { recursive: true });
    children.pop();

    children.push(...(await Promise.all(Array.from({ length: PROCESSES }, () => start(dataDir)))));
    const owners: number[] = [];
    const refusals: string[] = [];
    for (let n = 1; n <= ROUNDS; n++) {
      rmSync(dataDir, { recursive: true, force: true });
      cpSync(deadOwners, dataDir, { recursive: true });
      const answers = await round(children, n);
      owners.push(answers.filter((answered) => answered.owner).length);
      refusals.push(...answers.filter((answered) => !answered.owner).map((answered) => answered.why!));
    }
    const rounds = (count: number) => owners.filter((found) => found === count).length;
    expect({ 'one owner': rounds(1), 'two or more owners': owners.filter((found) => found > 1).length }).toEqual({
      'one owner': ROUNDS,
      'two or more owners': 0,
    });
    // Whoever did not get it was told, in words, who has it.
    for (const why of new Set(refusals))
      expect(why).toMatch(/^The data folder .* is in use by (process \d+|another process taking it over)/);
  } finally {
    for (const child of children) child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  }
});

describe('in one process', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(path.join(tmpdir(), 'mhv-lock-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("takes over the lock of an earlier version's process that has stopped (its pid alone), and lets go of it", async () => {
    const stopped = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(path.join(dataDir, 'mhv-owner.lock'), String(stopped));
    const unlock = await lockDataDir(dataDir, 0);
    expect(readFileSync(path.join(dataDir, 'mhv-owner.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    unlock();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("never takes a live process's lock", async () => {
    writeFileSync(path.join(dataDir, 'mhv-owner.lock'), String(process.ppid));
    await expect(lockDataDir(dataDir, 0)).rejects.toThrow(
      `The data folder ${dataDir} is in use by process ${process.ppid}`,
    );
    expect(readFileSync(path.join(dataDir, 'mhv-owner.lock'), 'utf8')).toBe(String(process.ppid));
  });
});
