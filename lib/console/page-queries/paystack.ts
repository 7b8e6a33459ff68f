import 'server-only';
import { getDatabase } from '@/lib/server/db/connection';
import { lastReconcileRun } from '@/lib/console/last-reconcile-run';

/** The owner's last comparison of the books with Paystack, or null before the first. */
export async function paystackPageData() {
  const { db } = await getDatabase();
  return lastReconcileRun(db);
}
