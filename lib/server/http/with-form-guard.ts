import 'server-only';
import { TooLarge, readBody } from './guard/body-limit';
import { guardedRoute } from './guard/guarded-route';
import { GUARD_MESSAGES } from './guard/messages';
import { routeMethods } from './guard/method';
import { failure } from './guard/respond';
import type { Caller, GuardOptions } from './guard/types';

// The public forms a browser posts without the page's code (the cart's), guarded like the API: POST only, a
// per-client rate limit, a small body read as it streams in, and refusals that say what was wrong and leak nothing.

/** A browser's plain form: a few short fields. */
const MAX_FORM_BYTES = 2048;

export type FormHandler = (fields: URLSearchParams, request: Request, caller: Caller) => Promise<Response>;

function isForm(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** Everything a form route exports: POST runs `handler` on the form's fields, every other method is a 405. */
export function formPostRoute(handler: FormHandler, options: GuardOptions) {
  return routeMethods(
    'POST',
    guardedRoute(options, 'POST', {
      async serve(request, caller) {
        if (!isForm(request.headers.get('content-type'))) return failure(415, GUARD_MESSAGES.notForm, caller.requestId);
        let text: string;
        try {
          text = new TextDecoder('utf-8', { fatal: true }).decode(await readBody(request, MAX_FORM_BYTES));
        } catch (error) {
          if (error instanceof TooLarge) return failure(413, GUARD_MESSAGES.tooLarge, caller.requestId);
          return failure(400, GUARD_MESSAGES.unreadable, caller.requestId);
        }
        return handler(new URLSearchParams(text), request, caller);
      },
    }),
  );
}
