import 'server-only';
import { contactRefusals } from '@/content/contact';
import { contactMessage, type ContactMessage } from '@/content/schema/contact-message';
import { site } from '@/content/site';
import { isSameOrigin, isSecureRequest } from '@/lib/auth/request-context';
import { getDatabase } from '@/lib/server/db/connection';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { isStorableText } from '@/lib/server/db/storable';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { queueMail } from '@/lib/server/mail/outbox';
import { limitKey } from '@/lib/server/http/guard/client-address';
import { GUARD_MESSAGES } from '@/lib/server/http/guard/messages';
import { defaultStore } from '@/lib/server/http/store/default-store';
import { shopAddress } from '@/lib/server/mail/shop-address';
import { siteUrl } from '@/lib/site/site-url';
import { ELAPSED_FIELD, TRAP_FIELD } from './contact-form-fields';
import { inboxItemPath } from './inbox-path';
import { addInboxItem } from './inbox-store';

// A message from the contact form: kept in the staff inbox and mailed once to the organisation's address, in one
// transaction, so a message is either both or neither. Robots are kept out without a third party's puzzle (no tracking,
// nothing extra to download on a metered phone): a field people never see and never fill, a minimum time between the
// page starting to load and the sending (measured by the page's code; a form sent without code is not timed), and at
// most 20 messages an hour from one address (an IPv6 client by its /64). A robot is answered as if it had succeeded.

/** Faster than a person can type a subject: a form sent sooner is a robot's. */
const MIN_MS_ON_PAGE = 3_000;
const PER_HOUR = 20;
const HOUR_SECONDS = 3600;

export type ContactOutcome =
  | { kind: 'sent'; email: string }
  | { kind: 'ignored'; email: string }
  | { kind: 'refused'; status: number; message: string; headers?: Record<string, string> };

const refused = (status: number, message: string, headers?: Record<string, string>): ContactOutcome => ({
  kind: 'refused',
  status,
  message,
  headers,
});

/** Whether this form was filled by a robot: the hidden field filled, or sent sooner than a person could. */
function isRobot(form: URLSearchParams): boolean {
  if ((form.get(TRAP_FIELD) ?? '') !== '') return true;
  const elapsed = form.get(ELAPSED_FIELD);
  return elapsed !== null && elapsed !== '' && !(Number(elapsed) >= MIN_MS_ON_PAGE);
}

/** One more message from this client in the hour, or the wait before the next one is taken. */
async function withinHourlyLimit(clientId: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const store = await defaultStore();
  return store.take(`contact:hour:${limitKey(clientId)}`, {
    capacity: PER_HOUR,
    refillPerSecond: PER_HOUR / HOUR_SECONDS,
  });
}

async function keep(message: ContactMessage): Promise<void> {
  const { db } = await getDatabase();
  await db.transaction(async (tx) => {
    const id = await addInboxItem(tx, {
      kind: 'message',
      name: null,
      email: message.email,
      phone: null,
      title: message.subject,
      body: { subject: message.subject, message: message.message },
    });
    await queueMail(tx, [
      {
        reference: id,
        kind: 'contact',
        recipient: shopAddress(),
        subject: `Message from the website: ${message.subject}`,
        body: [
          `${message.email} wrote from the contact form of ${site.brandFull}:`,
          '',
          message.message || '(No message, only the subject.)',
          '',
          `Reply to: ${message.email}`,
          `In the staff inbox: ${siteUrl().origin}${inboxItemPath(id)}`,
        ].join('\n'),
      },
    ]);
  });
  deliverQueuedMailSoon();
}

/** Takes a posted contact form: kept and mailed, ignored as a robot's, or refused with a status and a sentence. */
export async function takeContactMessage(
  form: URLSearchParams,
  request: Request,
  clientId: string,
): Promise<ContactOutcome> {
  const secure = isSecureRequest(request.headers, request.url);
  // Another site's page cannot send messages in a visitor's name.
  if (!isSameOrigin(request.headers, secure)) return refused(403, GUARD_MESSAGES.crossOrigin);
  const fields = {
    email: form.get('email') ?? '',
    subject: form.get('subject') ?? '',
    message: form.get('message') ?? '',
  };
  if (!Object.values(fields).every(isStorableText)) return refused(400, GUARD_MESSAGES.badText);
  const parsed = contactMessage.safeParse(fields);
  if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? GUARD_MESSAGES.badRequest);
  if (isRobot(form)) return { kind: 'ignored', email: parsed.data.email };
  const unavailable = refused(503, contactRefusals.unavailable, { 'Retry-After': '60' });
  let limit: Awaited<ReturnType<typeof withinHourlyLimit>>;
  try {
    limit = await withinHourlyLimit(clientId);
  } catch (error) {
    console.error('[contact] the limits store is unavailable.', error instanceof Error ? error.message : error);
    return unavailable;
  }
  if (!limit.allowed) return refused(429, contactRefusals.tooMany, { 'Retry-After': String(limit.retryAfterSeconds) });
  try {
    await keep(parsed.data);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[contact] the database is unavailable; the message was not kept.', (error as Error).message);
    return unavailable;
  }
  return { kind: 'sent', email: parsed.data.email };
}
