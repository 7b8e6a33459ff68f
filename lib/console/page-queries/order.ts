import 'server-only';
import { getDatabase } from '@/lib/server/db/connection';
import { orderDetail } from '@/lib/console/order-detail';

/** One order with its payments, steps, notes, refunds and disputes, or null when there is none by that reference. */
export async function orderPageData(reference: string) {
  const { db } = await getDatabase();
  return orderDetail(db, reference);
}
