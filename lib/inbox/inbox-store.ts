import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { inboxItems, inboxNotes } from '@/lib/server/db/inbox-schema';
import { mailOutbox } from '@/lib/server/db/schema';
import type { InboxKind, StaffRole } from '@/lib/server/db/stored-values';
import { logActivity, type Actor } from '@/lib/server/audit/activity-log';
import { kindsFor, mayRead } from './inbox-access';

// The staff inbox's rows: what visitors sent, each readable only by the roles inbox-access.ts names. An item another
// role may not read is answered exactly as one that does not exist, so its address tells that role nothing.

export type InboxItem = typeof inboxItems.$inferSelect;

export interface NewInboxItem {
  kind: InboxKind;
  name: string | null;
  email: string | null;
  phone: string | null;
  title: string;
  body: unknown;
  /** A care follow-up's retention: deleted by the round after this moment. */
  keepUntil?: Date | null;
  /** A care follow-up's deletion key (only its hash is stored). */
  deleteKey?: string | null;
}

/** Items listed a page at a time. */
export const INBOX_PAGE_SIZE = 30;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A fresh unguessable key, for an item's id and a deletion link alike. */
export const newInboxKey = () => randomBytes(16).toString('base64url');

/** Stores one item and answers its id. `db` may be a transaction that also queues the item's mail. */
export async function addInboxItem(db: AppDatabase, item: NewInboxItem): Promise<string> {
  const id = newInboxKey();
  await db.insert(inboxItems).values({
    id,
    kind: item.kind,
    name: item.name,
    email: item.email,
    phone: item.phone,
    title: item.title,
    body: item.body,
    keepUntil: item.keepUntil ?? null,
    deleteKeyHash: item.deleteKey ? hashKey(item.deleteKey) : null,
  });
  return id;
}

export type InboxListEntry = Pick<InboxItem, 'id' | 'kind' | 'state' | 'createdAt' | 'name' | 'title'>;

/** The items this role may read, newest first, one page (1-based); and how many there are in all. */
export async function listInbox(db: AppDatabase, role: StaffRole, page: number) {
  const readable = inArray(inboxItems.kind, kindsFor(role));
  const [entries, [{ total }]] = await Promise.all([
    db
      .select({
        id: inboxItems.id,
        kind: inboxItems.kind,
        state: inboxItems.state,
        createdAt: inboxItems.createdAt,
        name: inboxItems.name,
        title: inboxItems.title,
      })
      .from(inboxItems)
      .where(readable)
      .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(inboxItems).where(readable),
  ]);
  return { entries: entries as InboxListEntry[], total };
}

/** How many items this role may read are still new: the count beside 'Inbox' in the console's navigation. */
export async function countNewInbox(db: AppDatabase, role: StaffRole): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(inboxItems)
    .where(and(inArray(inboxItems.kind, kindsFor(role)), eq(inboxItems.state, 'new')));
  return total;
}

/** The item if this role may read it, else null (whether or not it exists). */
export async function readableItem(db: AppDatabase, role: StaffRole, id: string): Promise<InboxItem | null> {
  const [item] = await db.select().from(inboxItems).where(eq(inboxItems.id, id)).limit(1);
  return item && mayRead(role, item.kind) ? item : null;
}

/**
 * An item opened by a staff member, with its notes: null when this role may not read it. Each opening of a care
 * follow-up is written to the activity log, who and when, since it is health data.
 */
export async function openInboxItem(db: AppDatabase, role: StaffRole, actor: Actor, id: string) {
  const item = await readableItem(db, role, id);
  if (!item) return null;
  if (item.kind === 'care') await logActivity(db, actor, 'care_opened', { reference: item.id });
  const notes = await db.select().from(inboxNotes).where(eq(inboxNotes.itemId, id)).orderBy(asc(inboxNotes.id));
  return { item, notes };
}

/** Adds a staff note to an item this role may read; false when it may not (or the item is gone). */
export async function addInboxNote(db: AppDatabase, role: StaffRole, actor: Actor, id: string, body: string) {
  return db.transaction(async (tx) => {
    const item = await readableItem(tx, role, id);
    if (!item) return false;
    await tx.insert(inboxNotes).values({ itemId: id, authorEmail: actor.email ?? '', body });
    await logActivity(tx, actor, 'inbox_note_added', { reference: id, detail: { kind: item.kind } });
    return true;
  });
}

/** Marks an item done (or new again); false when this role may not read it. */
export async function setInboxState(db: AppDatabase, role: StaffRole, actor: Actor, id: string, done: boolean) {
  return db.transaction(async (tx) => {
    const item = await readableItem(tx, role, id);
    if (!item) return false;
    await tx
      .update(inboxItems)
      .set(
        done
          ? { state: 'done', doneAt: new Date(), doneBy: actor.email }
          : { state: 'new', doneAt: null, doneBy: null },
      )
      .where(eq(inboxItems.id, id));
    await logActivity(tx, actor, done ? 'inbox_done' : 'inbox_reopened', {
      reference: id,
      detail: { kind: item.kind },
    });
    return true;
  });
}

/**
 * Deletes items and everything kept with them: their notes (by the foreign key) and any mail about them still in the
 * outbox, sent or not, since a mail's body repeats what the item held.
 */
async function deleteItems(db: AppDatabase, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await db.delete(mailOutbox).where(inArray(mailOutbox.reference, ids));
  const deleted = await db.delete(inboxItems).where(inArray(inboxItems.id, ids)).returning({ id: inboxItems.id });
  return deleted.length;
}

/**
 * Deletes a care follow-up at once, as its visitor may ask at any time (by phone, say): false when this role may not
 * read it or it is gone. The activity log keeps who deleted which, never what it held.
 */
export async function deleteCareItem(db: AppDatabase, role: StaffRole, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const item = await readableItem(tx, role, id);
    if (item?.kind !== 'care') return false;
    await deleteItems(tx, [id]);
    await logActivity(tx, actor, 'care_deleted', { reference: id });
    return true;
  });
}

/** Deletes every item past its retention; returns how many. */
export async function deleteExpiredItems(db: AppDatabase, now = sql`now()`): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.select({ id: inboxItems.id }).from(inboxItems).where(lte(inboxItems.keepUntil, now));
    return deleteItems(
      tx,
      due.map((row) => row.id),
    );
  });
}

/** Deletes the item this deletion key belongs to: true the first time, false once it is gone (or never was). */
export async function deleteByKey(db: AppDatabase, key: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: inboxItems.id })
      .from(inboxItems)
      .where(eq(inboxItems.deleteKeyHash, hashKey(key)))
      .for('update');
    if (!item) return false;
    return (await deleteItems(tx, [item.id])) === 1;
  });
}
