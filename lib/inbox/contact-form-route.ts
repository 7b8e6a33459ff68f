import 'server-only';
import { contactForm } from '@/content/contact';
import { routes } from '@/content/routes';
import { isSecureRequest } from '@/lib/auth/request-context';
import { formRefusalPage } from '@/lib/server/http/form-refusal-page';
import { jsonResponse } from '@/lib/server/http/guard/respond';
import { formPostRoute } from '@/lib/server/http/with-form-guard';
import { CONTACT_SENT_PATH, SENT_COOKIE } from './contact-form-fields';
import { takeContactMessage, type ContactOutcome } from './contact-message';

// The contact form's address. The page's code posts the form with `Accept: application/json` and shows the answer in
// place; a browser without the code posts it plainly and is sent to a page that says the message was sent, or gets a
// short page with the refusal, from which its Back button returns to the form as it was typed.

/** The longest subject and message, in a script of three bytes a letter, all percent-encoded, fit well within this. */
const MAX_CONTACT_FORM_BYTES = 64 * 1024;

const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json');

function answer(outcome: ContactOutcome, request: Request, requestId: string, secure: boolean): Response {
  if (wantsJson(request)) {
    if (outcome.kind === 'refused')
      return jsonResponse(outcome.status, { error: outcome.message, requestId }, requestId, outcome.headers);
    return jsonResponse(201, { sent: true, message: contactForm.sent.replace('{email}', outcome.email) }, requestId);
  }
  if (outcome.kind === 'refused')
    return formRefusalPage({
      ...outcome,
      requestId,
      title: 'Message not sent',
      heading: 'Your message was not sent',
      backNote: "Your browser's Back button returns to your message as you wrote it.",
      back: { href: routes.contact, words: 'Contact Us' },
    });
  const cookie = `${SENT_COOKIE}=${encodeURIComponent(outcome.email)}; Path=${CONTACT_SENT_PATH}; Max-Age=600; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return new Response(null, {
    status: 303,
    headers: [
      ['Location', CONTACT_SENT_PATH],
      ['Cache-Control', 'private, no-store'],
      ['Set-Cookie', cookie],
    ],
  });
}

/** Everything the contact form's route exports. */
export function contactFormRoute() {
  return formPostRoute(
    async (form, request, { requestId, clientId }) => {
      const outcome = await takeContactMessage(form, request, clientId);
      return answer(outcome, request, requestId, isSecureRequest(request.headers, request.url));
    },
    { name: 'contact', maxBodyBytes: MAX_CONTACT_FORM_BYTES },
  );
}
