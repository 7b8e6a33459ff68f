import 'server-only';
import { createHash } from 'node:crypto';
import type { PendingRecord, StoredAnswer } from '../store/guard-store';
import { runHandler } from './answer';
import type { GuardCore } from './core';
import type { JsonBody } from './json-body';
import { GUARD_MESSAGES } from './messages';
import { failure, sendAnswer } from './respond';
import type { GuardAnswer, GuardContext, GuardHandler } from './types';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Claim = { recordKey: string; fingerprint: string; pending: PendingRecord };

/**
 * Claims the key for this request, or answers for it: the stored answer of an earlier request with the same body
 * (to replay), 422 for the same key with another body, 409 when the first request is still running after
 * `duplicateWaitMs`. While it runs, a duplicate polls (25 ms, growing to 250 ms) rather than run the work twice.
 * Null when the key is this request's to run.
 */
async function claimOrAnswer(
  core: GuardCore,
  claim: Claim,
  ctx: GuardContext,
): Promise<StoredAnswer | Response | null> {
  const cfg = core.settings();
  const deadline = Date.now() + cfg.duplicateWaitMs;
  let pause = 25;
  for (;;) {
    const existing = await core.fromStore((store) => store.claim(claim.recordKey, claim.pending, cfg.pendingTtlMs));
    if (existing === null) return null;
    const caller = { requestId: ctx.requestId, client: ctx.clientId };
    if (existing.fingerprint !== claim.fingerprint) {
      core.log('info', { ...caller, status: 422, reason: 'idempotency key reused with another body' });
      return failure(422, GUARD_MESSAGES.keyReused, ctx.requestId);
    }
    if (existing.state === 'done') return existing.answer;
    if (Date.now() >= deadline) {
      core.log('warn', { ...caller, status: 409, reason: 'duplicate still pending' });
      return failure(409, GUARD_MESSAGES.duplicatePending, ctx.requestId, { 'Retry-After': '1' });
    }
    await sleep(Math.min(pause, Math.max(1, deadline - Date.now())));
    pause = Math.min(pause * 1.5, 250);
  }
}

/**
 * Only a success is kept: after a failure the visitor may retry, or fix the form, with the same key. If the store
 * fails now, the answer still goes out: the work is done, only its replay is lost.
 */
async function record(core: GuardCore, claim: Claim, answer: GuardAnswer, requestId: string): Promise<void> {
  const cfg = core.settings();
  try {
    if (answer.status < 300) {
      const stored: StoredAnswer = {
        status: answer.status,
        body: answer.body,
        ...(answer.headers ? { headers: answer.headers } : {}),
      };
      const done = { state: 'done' as const, fingerprint: claim.fingerprint, answer: stored };
      await core.fromStore((store) => store.settle(claim.recordKey, claim.pending, done, cfg.idempotencyTtlMs));
    } else {
      await core.fromStore((store) => store.release(claim.recordKey, claim.pending));
    }
  } catch (error) {
    core.log('error', { requestId, status: answer.status, reason: 'could not record the idempotent answer' }, error);
  }
}

/** The handler's answer for this key and body, and whether it is an earlier request's, replayed. */
export type OnceAnswer = { answer: GuardAnswer; replayed: boolean };

/**
 * Runs the handler at most once per key and body, so a double-tapped Pay Now makes one order: a repeat gets the
 * first answer again. A malformed key, a key reused with another body or a first request still running is refused
 * (a Response to send as it is). For a caller that shapes its own response from the answer, like a form's redirect.
 */
export async function runOnce(
  core: GuardCore,
  handler: GuardHandler,
  key: string,
  body: JsonBody,
  ctx: GuardContext,
): Promise<OnceAnswer | Response> {
  if (!IDEMPOTENCY_KEY.test(key)) {
    core.log('info', { requestId: ctx.requestId, client: ctx.clientId, status: 400, reason: 'bad Idempotency-Key' });
    return failure(400, GUARD_MESSAGES.badKey, ctx.requestId);
  }
  const fingerprint = createHash('sha256').update(body.bytes).digest('hex');
  const claim: Claim = {
    recordKey: `${core.name}:${key}`,
    fingerprint,
    pending: { state: 'pending', fingerprint, owner: ctx.requestId },
  };
  const earlier = await claimOrAnswer(core, claim, ctx);
  if (earlier instanceof Response) return earlier;
  if (earlier) return { answer: earlier, replayed: true };
  const answer = await runHandler(core, handler, body.value, ctx);
  await record(core, claim, answer, ctx.requestId);
  return { answer, replayed: false };
}

/** runOnce for an API: the answer as JSON, a replay marked `Idempotent-Replayed: true`. */
export async function answerOnce(
  core: GuardCore,
  handler: GuardHandler,
  key: string,
  body: JsonBody,
  ctx: GuardContext,
): Promise<Response> {
  const once = await runOnce(core, handler, key, body, ctx);
  if (once instanceof Response) return once;
  return sendAnswer(once.answer, ctx.requestId, once.replayed ? { 'Idempotent-Replayed': 'true' } : {});
}
