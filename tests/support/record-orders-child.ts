// A stand-in for a busy site process: records orders one after another on the configured database and prints each
// reference once recordOrder has answered (as the API would answer the browser). The test kills it mid-stream.
import { recordOrder } from '@/lib/shop/orders/order-book';

async function main() {
  for (let i = 0; ; i++) {
    const reference = `K-${process.pid}-${i}`;
    await recordOrder({
      reference,
      amount: 500,
      currency: 'GHS',
      lines: [{ productId: 1, name: 'Herbal tea', unitPrice: 500, quantity: 1 }],
      customer: { name: 'Kofi', phone: '+233 20 000 0000', email: 'kofi@example.com' },
      paymentMode: 'Momo',
      delivery: { method: 'pickup' },
    });
    process.stdout.write(`${reference}\n`);
  }
}

void main();
