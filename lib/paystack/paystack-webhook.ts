import 'server-only';
import { randomUUID } from 'node:crypto';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { readBody, TooLarge } from '@/lib/server/http/guard/body-limit';
import { parseJson } from '@/lib/server/http/guard/json-body';
import { failure, jsonResponse } from '@/lib/server/http/guard/respond';
import { readPaystackEvent, shown, type PaystackEvent } from './paystack-events';
import { paystackSecretKey, WEBHOOK_MAX_BYTES } from './paystack-settings';
import { isPaystackSignature } from './webhook-signature';

const webhookErrors = {
  signature: 'Missing or invalid x-paystack-signature.',
  tooLarge: `The event body is too large. The limit is ${WEBHOOK_MAX_BYTES / 1024} kB.`,
  unreadable: 'The event body could not be read.',
  badJson: 'The event body is not valid JSON.',
  unavailable: 'The order book is unavailable; please retry.',
};

/**
 * What one feature that takes payments (the shop's orders, for one) does with an event about a payment: a line for
 * the log when the reference is one of its own, null when it is not, and the next feature is asked.
 */
export type PaymentEvents = (event: PaystackEvent) => Promise<string | null>;

/** Hands a readable event to the feature whose reference it names; one nobody knows is acknowledged and logged. */
async function dispatch(event: PaystackEvent, features: readonly PaymentEvents[]): Promise<string> {
  for (const feature of features) {
    const said = await feature(event);
    if (said !== null) return said;
  }
  return `${event.name} for unknown reference ${shown(event.reference)}; ignored.`;
}

/**
 * POST /api/paystack/webhook, for the features listed: each is asked in turn whether the event's reference is its
 * own. The signature is checked on the exact bytes received, before anything is parsed, and a missing or wrong one
 * changes nothing (401). A correctly signed event is acknowledged with 200 as soon as it is recorded, also when it is
 * ignored or names a payment we do not know, so Paystack does not retry for nothing. Two exceptions, both
 * deliberate: a signed body that is not JSON (or an event we act on without its fields) is 400 with the reason, and
 * a database that cannot be reached is 503, so Paystack retries later and nothing is lost.
 */
export async function handlePaystackWebhook(request: Request, features: readonly PaymentEvents[]): Promise<Response> {
  const requestId = randomUUID();
  const secret = paystackSecretKey();
  let raw: Uint8Array;
  try {
    raw = await readBody(request, WEBHOOK_MAX_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) return failure(413, webhookErrors.tooLarge, requestId);
    return failure(400, webhookErrors.unreadable, requestId);
  }
  if (!isPaystackSignature(raw, request.headers.get('x-paystack-signature'), secret)) {
    console.warn(
      `[webhook] ${requestId}: refused, ${secret ? 'missing or wrong signature' : 'PAYSTACK_SECRET_KEY is not set'}.`,
    );
    return failure(401, webhookErrors.signature, requestId);
  }
  const parsed = parseJson(raw);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    console.warn(`[webhook] ${requestId}: signed body is not a JSON object.`);
    return failure(400, webhookErrors.badJson, requestId);
  }
  const event = parsed.value as Record<string, unknown>;
  const name = typeof event.event === 'string' ? event.event : '(none)';
  try {
    const read = readPaystackEvent(name, event.data, raw);
    if (read.kind === 'refuse') return failure(400, read.reason, requestId);
    const said = read.kind === 'ignore' ? read.said : await dispatch(read.event, features);
    console.info(`[webhook] ${requestId}: ${said}`);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`[webhook] ${requestId}: the order book is unavailable; Paystack will retry.`, error);
    return failure(503, webhookErrors.unavailable, requestId, { 'Retry-After': '60' });
  }
  return jsonResponse(200, { received: true }, requestId);
}
