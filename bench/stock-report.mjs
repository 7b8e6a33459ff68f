// Stock in `npm run bench`: what holding a counted product's units costs Pay Now, and 200 Pay Nows at once for 20
// units (bench/pay-now.ts); its budget checks and its section of bench/results.md.
import { BUDGETS } from './budgets.mjs';

const ms = (value) => `${value.toFixed(1)} ms`;

export function stockChecks(payNow) {
  if (!payNow) return [];
  const worst = Math.max(...payNow.databases.map((db) => db.counted.p95 - db.uncounted.p95));
  const checks = [
    {
      budget: 'Pay Now with a hold, p95 server time above one without (PGlite and Postgres)',
      limit: `≤ ${BUDGETS.holdOverheadP95Ms} ms`,
      measured: payNow.databases.map((db) => `${db.label} ${ms(db.counted.p95 - db.uncounted.p95)}`).join(', '),
      met: worst <= BUDGETS.holdOverheadP95Ms,
    },
  ];
  if (payNow.databases.every((db) => db.booking)) {
    const over = Math.max(...payNow.databases.map((db) => db.booking.bookings.p95 - db.booking.orders.p95));
    checks.push({
      budget: "A consultation's Pay Now, p95 server time above a shop order's (PGlite and Postgres)",
      limit: `≤ ${BUDGETS.bookingOverheadP95Ms} ms`,
      measured: payNow.databases
        .map((db) => `${db.label} ${ms(db.booking.bookings.p95 - db.booking.orders.p95)}`)
        .join(', '),
      met: over <= BUDGETS.bookingOverheadP95Ms,
    });
  }
  if (payNow.rush)
    checks.push({
      budget: '200 Pay Nows at once for 20 units (Postgres): units held',
      limit: 'exactly 20',
      measured: `${payNow.rush.held}`,
      met: payNow.rush.held === 20,
    });
  return checks;
}

export function renderStockSection(payNow) {
  const lines = ['## Pay Now with stock', ''];
  if (!payNow) return [...lines, 'Not measured: `bench/pay-now.ts` failed (see the output above).'].join('\n');
  lines.push(
    'Server time of placing an order (what `POST /api/generateReference` runs; the reference made locally and the ' +
      'popup configured by the browser, so no network is timed), one after another after ten warm-up orders: a product ' +
      'nobody counts (every order before stock was counted) against a counted one, whose units are held in the same ' +
      'transaction under a lock on its count.',
    '',
    '| Database | Not counted p50 | p95 | Counted (held) p50 | p95 |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...payNow.databases.map(
      (db) =>
        `| ${db.label} | ${ms(db.uncounted.p50)} | ${ms(db.uncounted.p95)} | ${ms(db.counted.p50)} | ${ms(db.counted.p95)} |`,
    ),
  );
  if (payNow.databases.every((db) => db.booking))
    lines.push(
      '',
      "A consultation's Pay Now (`POST /api/bookings`: its time held with the pending booking under the person's lock) " +
        "beside a shop order's, both opening the transaction at a local fake of Paystack's API, each on a time of its own:",
      '',
      '| Database | Rounds | Order p50 | p95 | Consultation p50 | p95 |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...payNow.databases.map(
        ({ label, booking }) =>
          `| ${label} | ${booking.rounds} | ${ms(booking.orders.p50)} | ${ms(booking.orders.p95)} | ${ms(booking.bookings.p50)} | ${ms(booking.bookings.p95)} |`,
      ),
    );
  if (payNow.rush) {
    const answered = Object.entries(payNow.rush.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    lines.push(
      '',
      `200 Pay Nows at once for a product with 20 on the shelf, on Postgres: **${payNow.rush.held} held**, ${payNow.rush.available} available after; answered ${answered} in ${payNow.rush.seconds.toFixed(2)} s.`,
    );
  }
  return lines.join('\n');
}
