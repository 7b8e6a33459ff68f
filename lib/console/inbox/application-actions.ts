import 'server-only';
import { z } from 'zod';
import {
  approveApplication,
  declineApplication,
  type DecisionResult,
} from '@/lib/catalogue/directory/directory-application-decision';
import { inboxItemPath } from '@/lib/inbox/inbox-path';
import { field } from '../actions/action-helpers';
import { consoleAction } from '../actions/console-action';
import { inFormWords } from '../catalogue/catalogue-forms';
import { formatTime } from '../console-format';
import { MAX_REASON_LENGTH } from '../console-limits';
import { consoleRefusals } from '../console-messages';
import { formResultCookie } from '../form-result';

// The owner's answer to a directory application, from its page in the inbox: 'Approve and list' makes it a listing
// of the directory, 'Decline' sends the applicant the reason. Only the owner may post either; the decision itself
// (one per application, whatever is pressed twice) is kept by lib/catalogue/directory.

/** An inbox item's id; the store answers one that is no application as one that does not exist. */
const itemId = z.string({ error: 'The item is missing.' }).min(1, { error: 'The item is missing.' }).max(64, {
  error: 'That is not an item of the inbox.',
});

function answer(result: DecisionResult, id: string, secure: boolean) {
  const back = (words: { notice?: string; problems?: string[] }) => formResultCookie(words, inboxItemPath(id), secure);
  if (result.decided) {
    const told = result.mailed
      ? 'The applicant is e-mailed.'
      : 'The applicant gave no e-mail address: tell them by phone.';
    return back({
      notice:
        result.decision.outcome === 'approved'
          ? `${result.companyName} is listed in the directory. ${told}`
          : `The application is declined. ${told}`,
    });
  }
  switch (result.why) {
    case 'missing':
      return { status: 404 as const, message: consoleRefusals.noSuchItem };
    case 'already': {
      const { outcome, by, at } = result.decision;
      const who = by ? ` by ${by}` : '';
      return back({
        problems: [`This application was ${outcome}${who} at ${formatTime(new Date(at))} already.`],
      });
    }
    case 'invalid':
      return back({ problems: result.problems.map((problem) => inFormWords('listing', problem)) });
    case 'unreadable':
      return back({
        problems: ['This application cannot be read, so it cannot be listed. Add the business in Catalogue instead.'],
      });
  }
}

export const inboxApproveAction = consoleAction({
  access: 'owner',
  schema: z.strictObject({ id: itemId }),
  async handle({ id }, { db, actor, secure }) {
    return answer(await approveApplication(db, actor, id), id, secure);
  },
});

export const inboxDeclineAction = consoleAction({
  access: 'owner',
  schema: z.strictObject({
    id: itemId,
    reason: field('The reason', MAX_REASON_LENGTH)
      .trim()
      .min(1, { error: 'Write the reason: the applicant reads it in their e-mail.' }),
  }),
  async handle({ id, reason }, { db, actor, secure }) {
    return answer(await declineApplication(db, actor, id, reason), id, secure);
  },
});
