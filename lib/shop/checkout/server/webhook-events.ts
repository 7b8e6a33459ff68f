import 'server-only';
import { createHash } from 'node:crypto';
import { getDatabase } from '@/lib/server/db/connection';
import { applyDisputeEvent } from '@/lib/shop/money/dispute-events';
import { applyRefundEvent } from '@/lib/shop/money/refund-events';
import { isStorableDate, isStorableInteger, isStorableText } from '@/lib/server/db/storable';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { settleAndNotify } from '@/lib/shop/orders/settle';

// What each signed Paystack event does to the order book. Each handler reads its event's fields, refuses a body
// without them (the reason goes back as a 400), and otherwise says in one line what happened, for the log.

export type EventResult = { ok: true; said: string } | { ok: false; reason: string };

type Data = Record<string, unknown>;

const eventErrors = {
  charge: 'A charge.success event needs data.reference (text), data.amount (whole pesewas) and data.currency.',
  refund:
    'A refund event needs data.id, data.transaction_reference (text), data.amount (whole pesewas) and data.status.',
  dispute: 'A dispute event needs data.id and data.transaction.reference (text).',
};

/**
 * Text the order book can hold and that could be one of our references: a reference with a NUL or of any great
 * length names no order, so the event is acknowledged and logged rather than sent to the database.
 */
const storable = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= 200 && isStorableText(value);

/** Pesewas as Paystack writes them (a number, or digits in a string), within what an amount column holds. */
const wholeNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
  return isStorableInteger(number) ? number : null;
};
const idText = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : null;
/** A short text the event carries (a status word, a category), cut to `max`; null when none a column keeps. */
const word = (value: unknown, max: number) =>
  typeof value === 'string' && isStorableText(value) ? value.slice(0, max).toWellFormed() : null;
const moment = (value: unknown) => {
  const date = typeof value === 'string' ? new Date(value) : null;
  return date && isStorableDate(date) ? date : null;
};
const shown = (value: string) => JSON.stringify(value.slice(0, 100));

/** Sends a mail the event queued in the background: Paystack is answered at once, and a queued mail is never lost. */
const sendQueued = () => deliverQueuedMailSoon();

async function chargeSuccess(data: Data): Promise<EventResult> {
  const { reference, amount, currency } = data;
  if (typeof reference !== 'string' || !reference || !storable(currency) || !Number.isSafeInteger(amount))
    return { ok: false, reason: eventErrors.charge };
  if (!storable(reference))
    return { ok: true, said: `charge.success for a reference no order can have (${shown(reference)}); ignored.` };
  const order = await settleAndNotify(reference, { kind: 'success', amount: amount as number, currency }, 'webhook');
  if (!order) return { ok: true, said: `charge.success for unknown reference ${shown(reference)}; ignored.` };
  return { ok: true, said: `charge.success for ${order.reference}; the order is ${order.status}.` };
}

async function refundEvent(name: string, data: Data): Promise<EventResult> {
  const paystackId = idText(data.id);
  const reference = data.transaction_reference;
  const amount = wholeNumber(data.amount);
  const status = typeof data.status === 'string' ? data.status : null;
  if (!paystackId || typeof reference !== 'string' || !amount || amount <= 0 || !status)
    return { ok: false, reason: eventErrors.refund };
  if (!storable(reference) || !storable(paystackId))
    return { ok: true, said: `${name} for a reference no order can have (${shown(reference)}); ignored.` };
  const { db } = await getDatabase();
  const outcome = await applyRefundEvent(db, { paystackId, reference, amount, status });
  if (outcome === 'moved') sendQueued();
  if (outcome === 'unknown-order')
    return { ok: true, said: `${name} for unknown reference ${shown(reference)}; ignored.` };
  return { ok: true, said: `${name} for ${reference} (refund ${paystackId}): ${outcome}.` };
}

async function disputeEvent(name: string, data: Data, raw: Uint8Array): Promise<EventResult> {
  const disputeId = idText(data.id);
  const transaction = (typeof data.transaction === 'object' && data.transaction) as Data | false;
  const reference = transaction ? transaction.reference : undefined;
  if (!disputeId || typeof reference !== 'string' || !reference) return { ok: false, reason: eventErrors.dispute };
  if (!storable(reference) || !storable(disputeId))
    return { ok: true, said: `${name} for a reference no order can have (${shown(reference)}); ignored.` };
  const { db } = await getDatabase();
  const outcome = await applyDisputeEvent(db, {
    event: name,
    disputeId,
    reference,
    status: word(data.status, 60) ?? 'unknown',
    amount: wholeNumber(data.refund_amount) ?? wholeNumber(transaction ? transaction.amount : null),
    dueAt: moment(data.dueAt ?? data.due_at),
    resolution: word(data.resolution, 100),
    resolvedAt: moment(data.resolvedAt ?? data.resolved_at),
    key: createHash('sha256').update(raw).digest('hex'),
    detail: {
      status: word(data.status, 60),
      category: word(data.category, 60),
      resolution: word(data.resolution, 100),
    },
  });
  if (outcome === 'recorded') sendQueued();
  if (outcome === 'unknown-order')
    return { ok: true, said: `${name} for unknown reference ${shown(reference)}; ignored.` };
  return { ok: true, said: `${name} for ${reference} (dispute ${disputeId}): ${outcome}.` };
}

/** Runs the event's handler; an event the shop does not act on is acknowledged and only logged. */
export async function handleEvent(name: string, data: unknown, raw: Uint8Array): Promise<EventResult> {
  const fields = (typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}) as Data;
  // A name no event of ours has (of any great length, or with a NUL) is never written down as one.
  if (!storable(name)) return { ok: true, said: `ignored event ${shown(name)}.` };
  if (name === 'charge.success') return chargeSuccess(fields);
  if (name.startsWith('refund.')) return refundEvent(name, fields);
  if (name.startsWith('charge.dispute.')) return disputeEvent(name, fields, raw);
  return { ok: true, said: `ignored event ${shown(name)}.` };
}
