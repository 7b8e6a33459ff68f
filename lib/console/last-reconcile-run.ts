import 'server-only';
import { desc } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { reconcileRuns } from '@/lib/server/db/money-schema';
import type { Difference } from '@/lib/shop/money/compare-books';

export type ReconcileRun = Omit<typeof reconcileRuns.$inferSelect, 'differences'> & { differences: Difference[] };

/** The newest comparison with Paystack, from the command line or the console; null before the first. */
export async function lastReconcileRun(db: AppDatabase): Promise<ReconcileRun | null> {
  const [run] = await db.select().from(reconcileRuns).orderBy(desc(reconcileRuns.id)).limit(1);
  return run ? { ...run, differences: run.differences as unknown as Difference[] } : null;
}
