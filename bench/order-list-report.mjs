// The staff console's order list in `npm run bench`: bench/order-list.ts fills PGlite and a throwaway Postgres with
// 100,000 orders and times the list's queries; this runs it and writes its section of bench/results.md.
import { BUDGETS } from './budgets.mjs';
import { runTsxBench } from './tsx-bench.mjs';

/** @param {string} root the checkout; resolves with [{ label, seedSeconds, timings, phoneP95 }] or null on failure. */
export const measureOrderList = (root) => runTsxBench(root, 'bench/order-list.ts');

export function renderOrderListSection(orderList, consoleTransfer) {
  const lines = ['## Staff console', ''];
  lines.push(
    `Its own first load (the sign-in page, the same fresh mobile profile as the pages above): ` +
      `JS ${(consoleTransfer.jsBytes / 1000).toFixed(1)} kB gzip, transfer ${(consoleTransfer.transferBytes / 1000).toFixed(1)} kB. ` +
      'None of it is part of a public page (the first-load check above looks for its code in every route).',
    '',
    '### The order list with 100,000 orders',
    '',
  );
  if (!orderList) return [...lines, 'Not measured: `bench/order-list.ts` failed (see the output above).'].join('\n');
  lines.push(
    'Server time of one page of the list (25 orders, newest first, with the count and total of what the filter holds), ' +
      'measured in the process on each database after three warm-up rounds. The searched buyer is in the middle of the book. ' +
      `Budget: a phone search at most ${BUDGETS.orderListPhoneP95Ms} ms at p95.`,
    '',
    `| Query | ${orderList.map((db) => `${db.label} p50 | ${db.label} p95`).join(' | ')} |`,
    `| --- | ${orderList.map(() => '---: | ---:').join(' | ')} |`,
  );
  for (const [index, { query }] of orderList[0].timings.entries()) {
    const cells = orderList.map(
      (db) => `${db.timings[index].p50.toFixed(1)} ms | ${db.timings[index].p95.toFixed(1)} ms`,
    );
    lines.push(`| ${query} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
