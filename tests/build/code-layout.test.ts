/** @jest-environment node */
// The shape of lib/ that the README's code layout describes: a newcomer finds a dozen folders by purpose, and no
// folder exists for one tiny file. Read from the disk, so a new folder or a stray file at the top fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const LIB = path.join(process.cwd(), 'lib');
const MAX_TOP_ENTRIES = 12;
const TINY_LINES = 15;

function foldersUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = path.join(dir, entry.name);
      return [folder, ...foldersUnder(folder)];
    });
}

const lineCount = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;

test(`lib/ holds at most ${MAX_TOP_ENTRIES} entries, all of them folders`, () => {
  const entries = readdirSync(LIB);
  expect(entries.length).toBeLessThanOrEqual(MAX_TOP_ENTRIES);
  expect(entries.filter((name) => !statSync(path.join(LIB, name)).isDirectory())).toEqual([]);
});

test(`no folder of lib/ or content/ holds only one file of under ${TINY_LINES} lines`, () => {
  const folders = [...foldersUnder(LIB), ...foldersUnder(path.join(process.cwd(), 'content'))];
  const tiny = folders.filter((folder) => {
    const entries = readdirSync(folder, { withFileTypes: true });
    if (entries.length !== 1 || !entries[0].isFile()) return false;
    return lineCount(path.join(folder, entries[0].name)) < TINY_LINES;
  });
  expect(tiny.map((folder) => path.relative(process.cwd(), folder))).toEqual([]);
});

test('the README names every folder directly in lib/', () => {
  const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
  const layout = readme.slice(readme.indexOf('## Code layout'), readme.indexOf('## Environment variables'));
  const missing = readdirSync(LIB).filter((name) => !layout.includes(`lib/${name}/`));
  expect(missing).toEqual([]);
});
