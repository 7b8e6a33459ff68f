// Runs one of the TypeScript benchmarks (bench/*.ts) as `npm run bench` needs it: with the server conditions, its
// figures written as JSON to a temporary file and read back; null when it failed (its output says why).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function runTsxBench(root, script) {
  const out = path.join(tmpdir(), `mhv-${path.basename(script, '.ts')}-${process.pid}.json`);
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const run = spawnSync(tsx, ['--conditions=react-server', script, '--json', out], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) return null;
  try {
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(out, { force: true });
  }
}
