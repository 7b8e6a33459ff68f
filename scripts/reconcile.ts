// `npm run reconcile -- --from 2026-11-01 --to 2026-11-30`: checks the period's pending orders with Paystack, then
// prints every difference between Paystack's transactions and refunds and the order book (lib/shop/money/).
// Reads whichever database the site uses; while the site runs on PGlite, the site itself answers (lib/ops/).
import './settings-file';
import { parseArgs } from 'node:util';
import { finish, runTool } from '@/lib/ops/run-tool';
import { parsePeriod, RECONCILE_HELP } from '@/lib/ops/reconcile-command';

function main(): Promise<void> | void {
  let values: { from?: string; to?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
    if (values.help) return finish({ code: 0, stdout: `${RECONCILE_HELP}\n`, stderr: '' });
    parsePeriod(values.from, values.to);
  } catch (error) {
    return finish({ code: 2, stdout: '', stderr: `${(error as Error).message}\n\n${RECONCILE_HELP}\n` });
  }
  return runTool({ tool: 'reconcile', from: values.from, to: values.to }).then(finish);
}

Promise.resolve()
  .then(main)
  .catch((error: unknown) => {
    console.error(`npm run reconcile: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
