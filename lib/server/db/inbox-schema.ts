// What visitors send to a person: care follow-ups of the assessments, contact messages and directory applications, in
// one staff inbox, with the notes staff leave each other. See lib/inbox/ for who reads what; changing this file means
// `npx drizzle-kit generate`.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';
import { inboxKinds, inboxStates, type InboxKind, type InboxState } from './stored-values';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const inboxItems = pgTable(
  'inbox_items',
  {
    /** Random and unguessable: an item's address in the console does not count the inbox for anyone. */
    id: text('id').primaryKey(),
    kind: text('kind').$type<InboxKind>().notNull(),
    state: text('state').$type<InboxState>().notNull().default('new'),
    createdAt: moment('created_at').notNull().defaultNow(),
    /** Who sent it, as they gave it: a name where the form asks one, and at least one of an e-mail and a phone. */
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    /** The line the inbox lists it by: a message's subject, an assessment's name, a business's name. */
    title: text('title').notNull(),
    /** What was sent, in the shape of its kind (lib/inbox/inbox-content.ts). */
    body: jsonb('body').notNull(),
    /** A care follow-up's deletion link, as a SHA-256 of its key: the link itself is only in the visitor's mail. */
    deleteKeyHash: text('delete_key_hash'),
    /** When a care follow-up is deleted whatever happens to it: its retention, as the visitor was told. */
    keepUntil: moment('keep_until'),
    doneAt: moment('done_at'),
    doneBy: text('done_by'),
  },
  (table) => [
    index('inbox_items_kind_time_idx').on(table.kind, table.createdAt),
    index('inbox_items_keep_until_idx').on(table.keepUntil),
    check('inbox_items_kind_check', sql`${table.kind} in (${inList(inboxKinds)})`),
    check('inbox_items_state_check', sql`${table.state} in (${inList(inboxStates)})`),
    check('inbox_items_contact_check', sql`${table.email} is not null or ${table.phone} is not null`),
  ],
);

/** Notes staff leave each other on an item; deleted with it. */
export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => inboxItems.id, { onDelete: 'cascade' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [index('inbox_notes_item_idx').on(table.itemId)],
);
