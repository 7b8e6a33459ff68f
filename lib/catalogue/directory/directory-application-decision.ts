import 'server-only';
import { eq } from 'drizzle-orm';
import {
  applicationListing,
  directoryApplicationBody,
  type ApplicationDecision,
  type DirectoryApplicationBody,
} from '@/content/schema/directory-application';
import { site } from '@/content/site';
import { logActivity, type Actor } from '@/lib/server/audit/activity-log';
import type { AppDatabase } from '@/lib/server/db/client';
import { inboxItems } from '@/lib/server/db/inbox-schema';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { queueMail, type QueuedMail } from '@/lib/server/mail/outbox';
import { announcingPageRefreshes } from '@/lib/site/page-cache/page-refresh';
import { absoluteUrl } from '@/lib/site/site-url';
import { saveEntry } from '../catalogue-writes';
import { DIRECTORY_PATH } from './directory-pages';

// The owner's answer to an application: approved, it becomes a listing through the catalogue's one write path (so
// the directory's pages are refreshed like after any change); declined, with a reason the applicant reads. Either
// way the item is marked done, the decision is kept in it, the applicant is mailed once and the activity log says
// who decided, all in one transaction with the application locked: a second press finds the decision and changes
// nothing, and the mail's reference (the item) with its kind could not be queued twice anyway.

export type DecisionResult =
  | { decided: true; decision: ApplicationDecision; companyName: string; mailed: boolean }
  | { decided: false; why: 'missing' | 'unreadable' }
  | { decided: false; why: 'already'; decision: ApplicationDecision }
  | { decided: false; why: 'invalid'; problems: string[] };

type Outcome = ApplicationDecision['outcome'];

/** The applicant's one mail about the decision, or null when they gave no e-mail address. */
function decisionMail(id: string, application: DirectoryApplicationBody, decision: ApplicationDecision) {
  if (!application.applicantEmail) return null;
  const greeting = `Hello ${application.applicantName},`;
  const askUs = `If you have a question, write to ${site.email} or call us on ${site.consultationPhone}.`;
  const mail: Omit<QueuedMail, 'kind' | 'subject' | 'body'> = { reference: id, recipient: application.applicantEmail };
  if (decision.outcome === 'approved')
    return {
      ...mail,
      kind: 'application-approved',
      subject: `${application.companyName} is in the ${site.brand} directory`,
      body: [
        greeting,
        '',
        `Thank you for applying. ${application.companyName} is now listed in the directory of ${site.brandFull}:`,
        absoluteUrl(DIRECTORY_PATH),
        '',
        `To change anything in your listing, write to ${site.email}.`,
        askUs,
      ].join('\n'),
    };
  return {
    ...mail,
    kind: 'application-declined',
    subject: `Your application to the ${site.brand} directory`,
    body: [
      greeting,
      '',
      `Thank you for applying to list ${application.companyName} in the directory of ${site.brandFull}.`,
      'We are not able to list it. Our reason:',
      '',
      decision.reason ?? '',
      '',
      askUs,
    ].join('\n'),
  };
}

async function decide(db: AppDatabase, actor: Actor, id: string, outcome: Outcome, reason: string | null) {
  return db.transaction(async (tx): Promise<DecisionResult> => {
    const [item] = await tx.select().from(inboxItems).where(eq(inboxItems.id, id)).for('update');
    if (item?.kind !== 'application') return { decided: false, why: 'missing' };
    const parsed = directoryApplicationBody.safeParse(item.body);
    if (!parsed.success) return { decided: false, why: 'unreadable' };
    const application = parsed.data;
    if (application.decision) return { decided: false, why: 'already', decision: application.decision };
    let listingId: number | null = null;
    if (outcome === 'approved') {
      const saved = await saveEntry(tx, { kind: 'listing', data: applicationListing(application), actor });
      if (saved.refused === 'invalid') return { decided: false, why: 'invalid', problems: saved.problems };
      // A new entry is never missing nor in conflict: those answer a save over an entry that exists.
      if (saved.refused) return { decided: false, why: 'missing' };
      listingId = saved.entry.id;
    }
    const now = new Date();
    const decision = { outcome, reason, at: now.toISOString(), by: actor.email, listingId };
    await tx
      .update(inboxItems)
      .set({ body: { ...(item.body as object), decision }, state: 'done', doneAt: now, doneBy: actor.email })
      .where(eq(inboxItems.id, id));
    const mail = decisionMail(id, application, decision);
    if (mail) await queueMail(tx, [mail]);
    await logActivity(tx, actor, outcome === 'approved' ? 'application_approved' : 'application_declined', {
      reference: id,
      detail: { business: application.companyName, listing: listingId },
    });
    return { decided: true, decision, companyName: application.companyName, mailed: mail !== null };
  });
}

async function decideAndTell(db: AppDatabase, actor: Actor, id: string, outcome: Outcome, reason: string | null) {
  const result = await announcingPageRefreshes(db, () => decide(db, actor, id, outcome, reason));
  if (result.decided && result.mailed) deliverQueuedMailSoon();
  return result;
}

/** Lists the business in the directory with the application's photo, and tells the applicant. */
export const approveApplication = (db: AppDatabase, actor: Actor, id: string) =>
  decideAndTell(db, actor, id, 'approved', null);

/** Declines the application, and sends the applicant `reason`. */
export const declineApplication = (db: AppDatabase, actor: Actor, id: string, reason: string) =>
  decideAndTell(db, actor, id, 'declined', reason);
