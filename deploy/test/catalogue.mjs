// The catalogue through the production setup: a price changed with `npm run catalogue` (export, edit, import), as a
// developer or the owner would in bulk, against the setup's own Postgres; then what each instance and nginx answer.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './harness.mjs';

const run = promisify(execFile);
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

function catalogueCli(setup, ...args) {
  return run(TSX, ['--conditions=react-server', 'scripts/catalogue.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: setup.databaseUrl() },
  });
}

/** Sets one product's price with an export and an import of the whole catalogue. */
export async function setPrice(setup, id, price) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mhv-catalogue-')), 'catalogue.json');
  await catalogueCli(setup, 'export', file);
  const catalogue = JSON.parse(readFileSync(file, 'utf8'));
  const product = catalogue.product.find((entry) => entry.id === id);
  product.data.price = price;
  writeFileSync(file, JSON.stringify(catalogue, null, 2));
  await catalogueCli(setup, 'import', file);
}
