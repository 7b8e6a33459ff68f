import 'server-only';
import { TooLarge, readBody } from './guard/body-limit';
import { guardContext, guardedRoute } from './guard/guarded-route';
import { runOnce, type OnceAnswer } from './guard/idempotency';
import { GUARD_MESSAGES } from './guard/messages';
import { routeMethods } from './guard/method';
import { failure } from './guard/respond';
import type { Caller, GuardHandler, GuardOptions } from './guard/types';

// The public forms a browser posts without the page's code (the cart's), guarded like the API: POST only, a
// per-client rate limit, a small body read as it streams in, and refusals that say what was wrong and leak nothing.

/** A browser's plain form: a few short fields, unless the route's options allow more (`maxBodyBytes`). */
const MAX_FORM_BYTES = 2048;

/**
 * Runs `handler` on `input` at most once for the form's `key` (a field the page wrote, fresh on each render) and this
 * same form: a form posted twice (a double tap, a reload) gets the first answer again.
 */
type FormOnce = (key: string, handler: GuardHandler, input: unknown) => Promise<OnceAnswer | Response>;

export type FormHandler = (
  fields: URLSearchParams,
  request: Request,
  caller: Caller,
  once: FormOnce,
) => Promise<Response>;

function isForm(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** Everything a form route exports: POST runs `handler` on the form's fields, every other method is a 405. */
export function formPostRoute(handler: FormHandler, options: GuardOptions) {
  return routeMethods(
    'POST',
    guardedRoute(options, 'POST', {
      async serve(request, caller, context, core) {
        if (!isForm(request.headers.get('content-type'))) return failure(415, GUARD_MESSAGES.notForm, caller.requestId);
        let bytes: Uint8Array;
        let text: string;
        try {
          bytes = await readBody(request, options.maxBodyBytes ?? MAX_FORM_BYTES);
          text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch (error) {
          if (error instanceof TooLarge) return failure(413, GUARD_MESSAGES.tooLarge, caller.requestId);
          return failure(400, GUARD_MESSAGES.unreadable, caller.requestId);
        }
        const once: FormOnce = async (key, work, value) =>
          runOnce(core, work, key, { bytes, value }, await guardContext(request, caller, context));
        return handler(new URLSearchParams(text), request, caller, once);
      },
    }),
  );
}
