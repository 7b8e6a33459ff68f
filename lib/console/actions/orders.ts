import 'server-only';
import { z } from 'zod';
import { orderNotes } from '@/lib/server/db/schema';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { moveFulfilment } from '@/lib/shop/orders/fulfilment';
import { announcingPageRefreshes } from '@/lib/site/page-cache/page-refresh';
import { findOrder } from '@/lib/shop/orders/order-book';
import { fulfilmentSteps } from '@/lib/server/db/stored-values';
import { PAYSTACK_REFERENCE } from '@/lib/paystack/paystack-terms';
import { logActivity } from '@/lib/server/audit/activity-log';
import { field } from './action-helpers';
import { withMessage } from '@/lib/console/page-params';
import { consoleAction } from './console-action';
import { MAX_NOTE_LENGTH, MAX_REASON_LENGTH } from '../console-limits';
import type { ConsoleError, ConsoleNotice } from '../console-messages';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { checkWithPaystack } from '../check-paystack';

// What staff do to an order from its page: move it to its next step, add a note, ask Paystack about a payment that
// is still pending. Each answers by sending the browser back to the order's page with what happened.

export const orderReference = z
  .string({ error: 'The order reference is missing.' })
  .regex(PAYSTACK_REFERENCE, { error: 'That is not an order reference.' });

const toOrderPage = (ref: string, message: { notice?: ConsoleNotice; error?: ConsoleError }) => ({
  redirect: withMessage(staffRoutes.order(ref), message),
});

const step = z.enum(fulfilmentSteps, { error: 'That is not a fulfilment step.' });

const outcomeMessages = {
  'not-allowed': { error: 'stepNotAllowed' },
  'not-paid': { error: 'notPaid' },
  conflict: { error: 'conflict' },
  already: { notice: 'already' },
} as const;

export const fulfilAction = consoleAction({
  access: 'staff',
  schema: z.strictObject({
    reference: orderReference,
    from: step,
    to: step,
    reason: field('The reason', MAX_REASON_LENGTH).optional(),
  }),
  async handle({ reference: ref, from, to, reason }, { db, actor }) {
    const why = reason?.trim();
    if (to === 'cancelled' && !why) return toOrderPage(ref, { error: 'reasonRequired' });
    const outcome = await announcingPageRefreshes(db, () =>
      moveFulfilment(db, actor, { reference: ref, from, to, reason: why }),
    );
    if (outcome.kind === 'unknown') return { redirect: withMessage(staffRoutes.orders, { error: 'unknownOrder' }) };
    if (outcome.kind !== 'moved') return toOrderPage(ref, outcomeMessages[outcome.kind]);
    // The buyer's e-mail is already queued with the step; sending it now is a courtesy the retries would also do.
    if (outcome.tellsBuyer) deliverQueuedMailSoon();
    return toOrderPage(ref, { notice: 'stepped' });
  },
});

export const noteAction = consoleAction({
  access: 'staff',
  schema: z.strictObject({
    reference: orderReference,
    body: field('The note', MAX_NOTE_LENGTH).trim().min(1, { error: 'The note is empty.' }),
  }),
  async handle({ reference: ref, body }, { db, actor }) {
    if (!(await findOrder(ref))) return { redirect: withMessage(staffRoutes.orders, { error: 'unknownOrder' }) };
    await db.transaction(async (tx) => {
      await tx
        .insert(orderNotes)
        .values({ reference: ref, body, actorId: actor.id ?? '', actorEmail: actor.email ?? '' });
      await logActivity(tx, actor, 'note_added', { reference: ref });
    });
    return toOrderPage(ref, { notice: 'noted' });
  },
});

export const checkPaystackAction = consoleAction({
  access: 'staff',
  schema: z.strictObject({ reference: orderReference }),
  async handle({ reference: ref }, { db, actor }) {
    const result = await checkWithPaystack(ref);
    if (result === 'unknown') return { redirect: withMessage(staffRoutes.orders, { error: 'unknownOrder' }) };
    if (result === 'too-early') return toOrderPage(ref, { error: 'tooEarly' });
    if (result === 'unreachable') return toOrderPage(ref, { error: 'paystackDown' });
    await logActivity(db, actor, 'paystack_checked', { reference: ref, detail: { status: result } });
    return toOrderPage(ref, { notice: 'checked' });
  },
});
