import { createHash } from 'node:crypto';
import { isStorableDate, isStorableInteger, isStorableText } from '@/lib/server/db/storable';

// Paystack's signed events, read into the fields our features act on. Reading is the same whoever the payment is
// for (an order, a booking), so each feature receives an event it can trust the shape of, and the webhook answers a
// body without the fields with a 400 and the reason before any feature is asked.

type ChargeEvent = { type: 'charge'; name: string; reference: string; amount: number; currency: string };

type RefundEvent = {
  type: 'refund';
  name: string;
  paystackId: string;
  reference: string;
  amount: number;
  status: string;
};

export type DisputeEvent = {
  type: 'dispute';
  name: string;
  disputeId: string;
  reference: string;
  status: string;
  amount: number | null;
  dueAt: Date | null;
  resolution: string | null;
  resolvedAt: Date | null;
  /** The event body's hash: the same dispute event delivered twice is recorded once. */
  key: string;
  detail: { status: string | null; category: string | null; resolution: string | null };
};

export type PaystackEvent = ChargeEvent | RefundEvent | DisputeEvent;

/** An event to act on, one acknowledged without acting (with the line for the log), or a body without its fields. */
export type ReadEvent =
  { kind: 'act'; event: PaystackEvent } | { kind: 'ignore'; said: string } | { kind: 'refuse'; reason: string };

type Data = Record<string, unknown>;

const eventErrors = {
  charge: 'A charge.success event needs data.reference (text), data.amount (whole pesewas) and data.currency.',
  refund:
    'A refund event needs data.id, data.transaction_reference (text), data.amount (whole pesewas) and data.status.',
  dispute: 'A dispute event needs data.id and data.transaction.reference (text).',
};

/**
 * Text a table can hold and that could be one of our references: a reference with a NUL or of any great length names
 * no payment of ours, so the event is acknowledged and logged rather than sent to the database.
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

/** A value from an event, quoted and cut short for the log. */
export const shown = (value: string) => JSON.stringify(value.slice(0, 100));

const unusable = (name: string, reference: string): ReadEvent => ({
  kind: 'ignore',
  said: `${name} for a reference no payment of ours can have (${shown(reference)}); ignored.`,
});

function readCharge(name: string, data: Data): ReadEvent {
  const { reference, amount, currency } = data;
  if (typeof reference !== 'string' || !reference || !storable(currency) || !Number.isSafeInteger(amount))
    return { kind: 'refuse', reason: eventErrors.charge };
  if (!storable(reference)) return unusable(name, reference);
  return { kind: 'act', event: { type: 'charge', name, reference, amount: amount as number, currency } };
}

function readRefund(name: string, data: Data): ReadEvent {
  const paystackId = idText(data.id);
  const reference = data.transaction_reference;
  const amount = wholeNumber(data.amount);
  const status = typeof data.status === 'string' ? data.status : null;
  if (!paystackId || typeof reference !== 'string' || !amount || amount <= 0 || !status)
    return { kind: 'refuse', reason: eventErrors.refund };
  if (!storable(reference) || !storable(paystackId)) return unusable(name, reference);
  return { kind: 'act', event: { type: 'refund', name, paystackId, reference, amount, status } };
}

function readDispute(name: string, data: Data, raw: Uint8Array): ReadEvent {
  const disputeId = idText(data.id);
  const transaction = (typeof data.transaction === 'object' && data.transaction) as Data | false;
  const reference = transaction ? transaction.reference : undefined;
  if (!disputeId || typeof reference !== 'string' || !reference) return { kind: 'refuse', reason: eventErrors.dispute };
  if (!storable(reference) || !storable(disputeId)) return unusable(name, reference);
  const event: DisputeEvent = {
    type: 'dispute',
    name,
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
  };
  return { kind: 'act', event };
}

/** Reads one signed event; an event none of our features acts on is acknowledged and only logged. */
export function readPaystackEvent(name: string, data: unknown, raw: Uint8Array): ReadEvent {
  const fields = (typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}) as Data;
  // A name no event of ours has (of any great length, or with a NUL) is never written down as one.
  if (!storable(name)) return { kind: 'ignore', said: `ignored event ${shown(name)}.` };
  if (name === 'charge.success') return readCharge(name, fields);
  if (name.startsWith('refund.')) return readRefund(name, fields);
  if (name.startsWith('charge.dispute.')) return readDispute(name, fields, raw);
  return { kind: 'ignore', said: `ignored event ${shown(name)}.` };
}
