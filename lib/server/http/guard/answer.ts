import 'server-only';
import type { GuardCore } from './core';
import { GUARD_MESSAGES } from './messages';
import type { GuardAnswer, GuardContext, GuardHandler } from './types';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const internalError = (): GuardAnswer => ({ status: 500, body: { error: GUARD_MESSAGES.internal } });

/** Why an answer cannot be sent as it is (and what to log with it), or null when it can. */
function flaw(answer: GuardAnswer): { reason: string; detail: unknown } | null {
  const valid =
    isPlainObject(answer) &&
    Number.isInteger(answer.status) &&
    answer.status >= 200 &&
    answer.status <= 599 &&
    isPlainObject(answer.body);
  if (!valid) return { reason: 'handler returned an invalid answer', detail: answer };
  try {
    JSON.stringify(answer.body);
  } catch (error) {
    return { reason: 'answer is not serialisable', detail: error };
  }
  return null;
}

/**
 * Runs the handler and checks what it answered: a throw, an answer that is not `{ status, body }` or a body that
 * cannot be written as JSON becomes a generic 500 (the detail goes to the log), caught here before a success could
 * be stored for replay.
 */
export async function runHandler(
  core: GuardCore,
  handler: GuardHandler,
  input: unknown,
  ctx: GuardContext,
): Promise<GuardAnswer> {
  let answer: GuardAnswer;
  try {
    answer = await handler(input, ctx);
  } catch (error) {
    core.log('error', { requestId: ctx.requestId, client: ctx.clientId, status: 500, reason: 'handler threw' }, error);
    return internalError();
  }
  const problem = flaw(answer);
  if (problem === null) return answer;
  core.log('error', { requestId: ctx.requestId, status: 500, reason: problem.reason }, problem.detail);
  return internalError();
}
