import 'server-only';
import { z } from 'zod';
import { addInboxNote, deleteCareItem, setInboxState } from '@/lib/inbox/inbox-store';
import { STAFF_INBOX_PATH, inboxItemPath } from '@/lib/inbox/inbox-path';
import { MAX_NOTE_LENGTH } from '../console-limits';
import { consoleRefusals } from '../console-messages';
import { field } from '../actions/action-helpers';
import { consoleAction } from '../actions/console-action';
import { formResultCookie } from '../form-result';

// What staff do to an item of the inbox from its page: leave a note for each other, mark it done or new again, and
// delete a care follow-up when its visitor asks. Any
// signed-in account may post; the store then judges the item's kind against the account's role, and an item the role
// may not read is answered as one that does not exist, so a replayed or forged form learns nothing.

/** An inbox item's id, as inbox-store.ts makes them (base64url). */
const inboxItemId = z
  .string({ error: 'The item is missing.' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'That is not an item of the inbox.' });

const notFound = { status: 404 as const, message: consoleRefusals.noSuchItem };

export const inboxNoteAction = consoleAction({
  access: 'any',
  schema: z.strictObject({
    id: inboxItemId,
    body: field('The note', MAX_NOTE_LENGTH).trim().min(1, { error: 'The note is empty.' }),
  }),
  async handle({ id, body }, { db, actor, session, secure }) {
    if (!(await addInboxNote(db, session!.member.role, actor, id, body))) return notFound;
    return formResultCookie({ notice: 'Note added.' }, inboxItemPath(id), secure);
  },
});

export const inboxStateAction = consoleAction({
  access: 'any',
  schema: z.strictObject({ id: inboxItemId, state: z.enum(['done', 'new'], { error: 'Done or new?' }) }),
  async handle({ id, state }, { db, actor, session, secure }) {
    if (!(await setInboxState(db, session!.member.role, actor, id, state === 'done'))) return notFound;
    const notice = state === 'done' ? 'Marked done.' : 'Marked new again.';
    return formResultCookie({ notice }, inboxItemPath(id), secure);
  },
});

export const inboxDeleteCareAction = consoleAction({
  access: 'any',
  schema: z.strictObject({ id: inboxItemId }),
  async handle({ id }, { db, actor, session, secure }) {
    if (!(await deleteCareItem(db, session!.member.role, actor, id))) return notFound;
    return formResultCookie({ notice: 'The care follow-up is deleted, with its notes.' }, STAFF_INBOX_PATH, secure);
  },
});
