import 'server-only';
import { z } from 'zod';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { requestRefund, retryRefund, type RefundOutcome } from '@/lib/shop/money/request-refund';
import { announcingPageRefreshes } from '@/lib/site/page-cache/page-refresh';
import { field } from './action-helpers';
import { withMessage } from '@/lib/console/page-params';
import { consoleAction } from './console-action';
import { MAX_REASON_LENGTH } from '../console-limits';
import type { ConsoleError, ConsoleNotice } from '../console-messages';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { orderReference } from './orders';

// Money back, for the owner only: a refund of part or all of a paid order, and asking again after Paystack did not
// answer. Each answers by sending the browser back to the order's page with what happened.

/** Cedis as typed ('25', '12.5', '12.50'), in pesewas; null for anything else, zero included. */
export function pesewasOf(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const pesewas = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return pesewas > 0 ? pesewas : null;
}

const messages: Record<RefundOutcome['kind'], { notice?: ConsoleNotice; error?: ConsoleError }> = {
  asked: { notice: 'refundAsked' },
  repeated: { notice: 'refundRepeated' },
  unknown: { error: 'unknownOrder' },
  'not-paid': { error: 'refundNotPaid' },
  'too-much': { error: 'refundTooMuch' },
  refused: { error: 'refundRefused' },
  'no-answer': { error: 'refundNoAnswer' },
  busy: { error: 'refundBusy' },
};

/** Back to the order's refunds, with what happened. */
const toRefunds = (reference: string, message: { notice?: ConsoleNotice; error?: ConsoleError }) => ({
  redirect: `${withMessage(staffRoutes.order(reference), message)}#refunds`,
});

function answer(reference: string | undefined, outcome: RefundOutcome) {
  if (outcome.kind === 'unknown' || !reference)
    return { redirect: withMessage(staffRoutes.orders, { error: 'unknownOrder' }) };
  if (outcome.kind === 'asked') deliverQueuedMailSoon(); // a refund Paystack made at once has its mail queued
  return toRefunds(reference, messages[outcome.kind]);
}

export const refundAction = consoleAction({
  access: 'owner',
  schema: z.strictObject({
    reference: orderReference,
    amount: field('The amount', 20),
    reason: field('The reason', MAX_REASON_LENGTH),
    requestKey: z.uuid({ error: 'The form is out of date. Open the order again.' }),
    // 'Put back in stock', a checkbox: sent as 'on' when ticked, left out otherwise.
    restock: z.literal('on', { error: 'Put back in stock is a checkbox.' }).optional(),
  }),
  async handle({ reference, amount, reason, requestKey, restock }, { db, actor }) {
    const pesewas = pesewasOf(amount);
    const why = reason.trim();
    if (!pesewas) return toRefunds(reference, { error: 'refundAmount' });
    if (!why) return toRefunds(reference, { error: 'refundReason' });
    const ask = { reference, amount: pesewas, reason: why, requestKey, restock: restock === 'on' };
    return answer(reference, await announcingPageRefreshes(db, () => requestRefund(db, actor, ask)));
  },
});

export const retryRefundAction = consoleAction({
  access: 'owner',
  schema: z.strictObject({
    refund: z.string().regex(/^\d{1,15}$/, { error: 'That is not a refund.' }),
  }),
  async handle({ refund }, { db, actor }) {
    const outcome = await retryRefund(db, actor, Number(refund));
    return answer(outcome.reference, outcome);
  },
});
