// A stand-in for one instance of the site: its own process and its own pool of connections to the configured
// Postgres. Once told "go" on stdin it sends PAY_NOW_COUNT Pay Nows at the same instant for PAY_NOW_QUANTITY units of
// product 1, and prints their answers as one JSON line.
import { createInterface } from 'node:readline';
import { placeOrder } from '@/lib/shop/checkout/server/place-order';
import { getDatabase } from '@/lib/server/db/connection';

async function main() {
  const count = Number(process.env.PAY_NOW_COUNT);
  const quantity = Number(process.env.PAY_NOW_QUANTITY);
  const { db } = await getDatabase();
  // Every connection of the pool opened before the start, so that the requests meet at the database together.
  const warm = await Promise.all(Array.from({ length: count }, () => db.execute('select 1')));
  process.stdout.write(`ready ${warm.length}\n`);
  for await (const line of createInterface({ input: process.stdin })) if (line === 'go') break;
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      placeOrder({
        name: 'Race Buyer',
        phone: '0241234567',
        email: `buyer-${process.pid}-${i}@example.com`,
        paymentMode: 'Momo',
        items: [{ id: 1, quantity }],
      }),
    ),
  );
  process.stdout.write(`${JSON.stringify(answers)}\n`);
  process.exit(0);
}

void main();
