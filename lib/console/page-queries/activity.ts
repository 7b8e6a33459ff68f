import 'server-only';
import { getDatabase } from '@/lib/server/db/connection';
import { listActivity } from '@/lib/server/audit/activity-log';
import { ACTIVITY_PER_PAGE } from '@/lib/console/console-limits';

/** A page of the activity log, newest first, from before the entry `before`, about one person or order. */
export async function activityPageData(before?: number, about?: string) {
  const { db } = await getDatabase();
  return listActivity(db, ACTIVITY_PER_PAGE, before, about);
}
