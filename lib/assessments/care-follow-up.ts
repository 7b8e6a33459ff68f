import 'server-only';
import { site } from '@/content/site';
import { careFollowUpIssue, careFollowUpRequest } from '@/content/schema/care-follow-up';
import { withDatabase } from '@/lib/server/db/connection';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { serverEnv } from '@/lib/server/env';
import type { GuardAnswer } from '@/lib/server/http/guard/types';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { queueMail } from '@/lib/server/mail/outbox';
import { addInboxItem, newInboxKey } from '@/lib/inbox/inbox-store';
import { careAssessmentTitles, careFollowUpBodyOf } from './care-follow-up-result';
import { careResultMail } from './care-follow-up-mail';

// A result sent to the care centre from an assessment's result screen, with the visitor's consent: one item in the
// staff inbox, kept for CARE_RETENTION_DAYS, and (if asked) the result mailed to the visitor with its deletion link,
// both in one transaction, so that nothing is half stored.

/** The request at its longest (75 answers, the longest name and address in a script of four bytes a letter). */
export const CARE_FOLLOW_UP_MAX_BYTES = 8 * 1024;

const DAY_MS = 24 * 60 * 60 * 1000;

export const careFollowUpUnavailable = `The care centre could not receive your result just now, and nothing was kept. Please try again in a few minutes, or call ${site.healthCarePhone}.`;

/**
 * Validates a follow-up, works its result out again from the answers and stores it. Answers 201 { sent: true }, or
 * { error } with 400 (the request) or 503 (the database is unavailable: nothing stored).
 */
export async function sendCareFollowUp(input: unknown, now = new Date()): Promise<GuardAnswer> {
  const parsed = careFollowUpRequest.safeParse(input);
  if (!parsed.success) return { status: 400, body: { error: careFollowUpIssue(parsed.error) } };
  const request = parsed.data;
  const body = careFollowUpBodyOf(request);
  const keepUntil = new Date(now.getTime() + serverEnv('CARE_RETENTION_DAYS') * DAY_MS);
  const deleteKey = newInboxKey();
  const contact = { name: request.name || null, email: request.email ?? null, phone: request.phone ?? null };
  try {
    await withDatabase((db) =>
      db.transaction(async (tx) => {
        const id = await addInboxItem(tx, {
          kind: 'care',
          ...contact,
          title: careAssessmentTitles[request.assessment],
          body,
          keepUntil,
          deleteKey,
        });
        if (request.emailResult && request.email)
          await queueMail(tx, [
            careResultMail({ id, email: request.email, name: contact.name, body, deleteKey, keepUntil }),
          ]);
      }),
    );
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[care] a follow-up could not be stored: the database is unavailable.');
    return { status: 503, body: { error: careFollowUpUnavailable }, headers: { 'Retry-After': '30' } };
  }
  if (request.emailResult) deliverQueuedMailSoon();
  return { status: 201, body: { sent: true } };
}
