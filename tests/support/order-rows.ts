import { asc, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { withDatabase } from '@/lib/server/db/connection';
import { mailOutbox, orderEvents } from '@/lib/server/db/schema';

// What the tests read straight from the database, as staff would see it in the tables: the product never needs these
// lists itself.

/** Mails not yet accepted by a mail server, oldest first. */
export async function unsentMail(db: AppDatabase) {
  return db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt)).orderBy(asc(mailOutbox.id));
}

/** The recorded status changes of one order, oldest first. */
export async function orderHistory(reference: string) {
  return withDatabase((db) =>
    db
      .select({
        from: orderEvents.fromStatus,
        to: orderEvents.toStatus,
        source: orderEvents.source,
        at: orderEvents.at,
        detail: orderEvents.detail,
      })
      .from(orderEvents)
      .where(eq(orderEvents.reference, reference))
      .orderBy(orderEvents.id),
  );
}
