// What the stock suites share: a buyer's Pay Now, the figures a member of staff reads, and Paystack's word on a
// payment (a signed charge.success, the browser's verify, reconciliation), all through the site's own code.
import { sql } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { ensureCatalogueSeeded } from '@/lib/catalogue/catalogue-store';
import { setStock, stockOfProduct } from '@/lib/shop/stock/stock-counts';
import { findOrder } from '@/lib/shop/orders/order-book';
import { placeOrder } from '@/lib/shop/checkout/server/place-order';
import { verifyPayment } from '@/lib/shop/checkout/server/verify-payment';
import { reconcileRound } from '@/lib/shop/money/reconcile-job';
import { mailOutbox } from '@/lib/server/db/schema';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import { MONEY_SECRET, postEvent } from './money-events';

export const BITTERS = 1;
export const STAFF = { id: 'staff-1', email: 'kofi@example.org', address: 'test' };

export const payNow = (quantity: number, email = 'esi@example.com', id = BITTERS) =>
  placeOrder({ name: 'Esi Boateng', phone: '0241234567', email, paymentMode: 'Momo', items: [{ id, quantity }] });

export async function count(onHand: number | null, lowThreshold?: number, productId = BITTERS) {
  const { db } = await getDatabase();
  await ensureCatalogueSeeded(db);
  const outcome = await setStock(db, { productId, onHand, lowThreshold, actor: STAFF });
  if (outcome.kind !== 'set' && outcome.kind !== 'unchanged') throw new Error(`setStock: ${outcome.kind}`);
}

/** On hand, held and available, as the console shows them, with the ledger's reasons oldest first. */
export async function figures(productId = BITTERS) {
  const { db } = await getDatabase();
  const stock = await stockOfProduct(db, productId, 100);
  return {
    onHand: stock.onHand,
    held: stock.held,
    available: stock.available,
    lowThreshold: stock.lowThreshold,
    ledger: stock.ledger.map((line) => `${line.reason} ${line.change}`).reverse(),
  };
}

/** Moves the order's holds to a moment already past, as if the buyer had waited longer than the hold lasts. */
export async function endHolds(reference: string) {
  const { db } = await getDatabase();
  await db.execute(sql`update stock_holds set expires_at = now() - interval '1 minute' where reference = ${reference}`);
}

type FakeTransactions = Map<string, Record<string, unknown>>;

/** The buyer approves the payment on the phone: Paystack now holds it as a success. */
export function paidAtPaystack(transactions: FakeTransactions, reference: string) {
  const tx = transactions.get(reference)!;
  tx.status = 'success';
  tx.paidAt = new Date().toISOString();
}

export async function chargeSuccess(reference: string) {
  const order = (await findOrder(reference))!;
  const data = { reference, amount: order.amount, currency: order.currency, status: 'success' };
  return postEvent({ event: 'charge.success', data });
}

/** The same payment, reported by each of the three that may report it. */
export async function reportPaidThreeWays(reference: string) {
  const order = (await findOrder(reference))!;
  const { db } = await getDatabase();
  await Promise.all([
    chargeSuccess(reference),
    verifyPayment(reference, { key: order.receiptKey }),
    reconcileRound(db, new Date(Date.now() + 15 * 60_000)),
  ]);
}

/** Mails queued of this kind, sent since or not (a payment sends its mails in the background). */
export async function shopMails(kind: string) {
  const { db } = await getDatabase();
  const mails = await db.select().from(mailOutbox).orderBy(mailOutbox.id);
  return mails.filter((mail) => mail.kind.startsWith(kind));
}

/**
 * Paystack's API faked for the whole file (what the stock suites share): Pay Now initializes transactions there, and
 * the suites read what it was asked. Registers the file's beforeAll and afterAll; read `.fake` inside the tests.
 */
export function fakePaystackForFile() {
  const held = {} as { fake: Awaited<ReturnType<typeof startFakePaystackApi>> };
  beforeAll(async () => {
    held.fake = await startFakePaystackApi({ secretKey: MONEY_SECRET });
    process.env.PAYSTACK_SECRET_KEY = MONEY_SECRET;
    process.env.PAYSTACK_API_URL = held.fake.url;
    delete process.env.PAYMENT_REFERENCE_URL;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    await held.fake.stop();
  });
  return held;
}
