// `npm run orders`: the order book as CSV on standard output, for the shop's bookkeeping.
//   npm run orders                                     every order
//   npm run orders -- --status paid --from 2026-01-01 --to 2026-01-31 > january.csv
// Reads whichever database the site uses (DATABASE_URL, else PGlite in DATA_DIR). While the site runs on PGlite,
// the site itself answers (lib/orders/book-socket.ts), as PGlite's data folder belongs to one process at a time.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseSettings, openDatabase } from '@/lib/db/client';
import { requestOrderBook } from '@/lib/orders/book-socket';
import { listOrders, ordersCsv, parseFilter } from '@/lib/orders/order-export';
import type { OrderFilter } from '@/lib/orders/order-filter';

const HELP = `Usage: npm run orders -- [--status pending|paid|failed|abandoned|amount_mismatch] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
Prints the orders as CSV (dates are days in UTC, which is Ghana's time; both ends included).`;

async function csv(filter: OrderFilter): Promise<string> {
  const settings = databaseSettings();
  if (settings.kind === 'pglite') {
    const fromSite = await requestOrderBook(settings.dataDir, filter);
    if (fromSite !== null) return fromSite;
    // No database yet: nothing was ever ordered, and reading must not create one.
    if (!existsSync(path.join(settings.dataDir, 'pglite'))) return ordersCsv([]);
  }
  const handle = await openDatabase(settings);
  try {
    return ordersCsv(await listOrders(handle.db, filter));
  } finally {
    await handle.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      status: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  let filter: OrderFilter;
  try {
    filter = parseFilter(values);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  process.stdout.write(await csv(filter));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`npm run orders: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
