// `npm run orders`: the order book as CSV on standard output, for the shop's bookkeeping.
//   npm run orders                                     every order
//   npm run orders -- --status paid --from 2026-01-01 --to 2026-01-31 > january.csv
// Reads whichever database the site uses (DATABASE_URL, else PGlite in DATA_DIR). While the site runs on PGlite,
// the site itself answers (lib/ops/site-socket.ts), as PGlite's data folder belongs to one process at a time.
import './settings-file';
import { parseArgs } from 'node:util';
import { SETTINGS_FILE_HELP } from '@/lib/ops/command-result';
import { finish, runTool } from '@/lib/ops/run-tool';
import { ordersCsv, parseFilter } from '@/lib/shop/money/order-export';

const HELP = `Usage: npm run orders -- [--status pending|paid|failed|abandoned|amount_mismatch] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
Prints the orders as CSV (dates are days in UTC, which is Ghana's time; both ends included).
${SETTINGS_FILE_HELP}`;

function main(): Promise<void> | void {
  const { values } = parseArgs({
    options: {
      status: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return finish({ code: 0, stdout: `${HELP}\n`, stderr: '' });
  const { status, from, to } = values;
  try {
    parseFilter({ status, from, to });
  } catch (error) {
    return finish({ code: 2, stdout: '', stderr: `${(error as Error).message}\n\n${HELP}\n` });
  }
  // No database yet: nothing was ever ordered, and reading must not create one.
  const empty = () => ({ code: 0, stdout: ordersCsv([]), stderr: '' });
  return runTool({ tool: 'orders', filter: { status, from, to } }, empty).then(finish);
}

Promise.resolve()
  .then(main)
  .catch((error: unknown) => {
    console.error(`npm run orders: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
