// A stand-in for lib/payment/generate-reference.ts (built on another branch) so the fuzz test has a
// handler with the same contract today: a strict zod schema for the order of issue 3, prices from a
// server-side table, 400 `{ error }` for anything else. Not used by the site.
import { z } from 'zod';
import type { GuardAnswer } from '@/lib/api/with-api-guard';

// Issue 3's catalogue shape: 13 products priced 5 to 200 GHS; id 11 is out of stock.
const PRICES_GHS: Record<number, number> = { 1: 25, 2: 40, 3: 15, 4: 60, 5: 5, 6: 120, 7: 35, 8: 80, 9: 200, 10: 45, 12: 30, 13: 55 };

const item = z.strictObject({
  id: z.int().refine((id) => id in PRICES_GHS, { message: 'Unknown or out-of-stock product.' }),
  quantity: z.int().min(1).max(99),
});

const order = z.strictObject({
  name: z.string().trim().min(1).max(100),
  phone: z.string().trim().min(1).max(30),
  email: z.email().max(254),
  paymentMode: z.enum(['Momo', 'Card']),
  items: z.array(item).min(1).max(50),
});

export async function exampleOrderHandler(input: unknown): Promise<GuardAnswer> {
  const parsed = order.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    return { status: 400, body: { error: `${where}${issue.message}` } };
  }
  const amountGhs = parsed.data.items.reduce((sum, line) => sum + PRICES_GHS[line.id] * line.quantity, 0);
  return { status: 200, body: { reference: `local-${crypto.randomUUID()}`, amount: Math.round(amountGhs * 100), currency: 'GHS' } };
}
