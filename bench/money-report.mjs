// The order book's safety in `npm run bench`: bench/money.ts times a backup and a restore of 100,000 orders and the
// reconciliation of 1,000 pending orders on PGlite and Postgres; this writes its section of bench/results.md.
import { BUDGETS } from './budgets.mjs';
import { runTsxBench } from './tsx-bench.mjs';

export const measureMoney = (root) => runTsxBench(root, 'bench/money.ts');

export function renderMoneySection(money) {
  const lines = ['## Backups and reconciliation', ''];
  if (!money) return [...lines, 'Not measured: `bench/money.ts` failed (see the output above).'].join('\n');
  lines.push(
    `Budget: a backup of 100,000 orders in at most ${BUDGETS.backup100kSeconds} s (on PGlite the site's other queries wait for it); one call to Paystack per pending order checked.`,
    '',
    '| Database | Backup | File | Restore | Reconciling 1,000 pending orders |',
    '| --- | ---: | ---: | ---: | --- |',
  );
  for (const backup of money.filter((row) => row.measure === 'backup')) {
    const reconcile = money.find((row) => row.measure === 'reconcile' && row.database === backup.database);
    const checked = reconcile ? `${reconcile.calls} calls to Paystack, ${reconcile.seconds} s` : 'not measured';
    lines.push(
      `| ${backup.database} | ${backup.backupSeconds} s | ${backup.megabytes} MB | ${backup.restoreSeconds} s | ${checked} |`,
    );
  }
  return lines.join('\n');
}

/** The budget checks of this section, for bench/report.mjs. */
export function moneyChecks(money) {
  if (!money) return [];
  const backups = money.filter((row) => row.measure === 'backup');
  const reconciles = money.filter((row) => row.measure === 'reconcile');
  return [
    {
      budget: 'Backup of 100,000 orders (PGlite and Postgres)',
      limit: `≤ ${BUDGETS.backup100kSeconds} s`,
      measured: backups.map((row) => `${row.database} ${row.backupSeconds} s`).join(', '),
      met: backups.every((row) => row.backupSeconds <= BUDGETS.backup100kSeconds),
    },
    {
      budget: 'Reconciliation: calls to Paystack per pending order checked',
      limit: '1',
      measured: reconciles.map((row) => `${row.database} ${row.calls} for ${row.pending}`).join(', '),
      met: reconciles.every((row) => row.calls <= row.pending),
    },
  ];
}
