import type { Answer, AssessmentContact } from '@/lib/assessments/assessment-flow';
import { CARE_FOLLOW_UP_API, followUpMessages } from '@/lib/assessments/care-follow-up-words';

// The result screen's one request to the care centre, made only once the visitor has ticked the box and pressed
// Send; and what to tell them of its outcome. The page's code, without zod: the server checks the request.

export type FollowUpOutcome = { sent: true; text: string } | { sent: false; text: string };

interface FollowUpPayload {
  assessment: 'lifestyle' | 'stressors';
  answers: readonly Answer[];
  /** What the visitor gave: on the details step, or beside the box when they gave neither a phone nor an e-mail. */
  contact: AssessmentContact;
  emailResult: boolean;
}

/** The request's JSON: blank fields left out, the consent the ticked box gave. */
function followUpRequestBody({ assessment, answers, contact, emailResult }: FollowUpPayload) {
  const email = contact.email.trim();
  const phone = contact.phone.trim();
  return {
    assessment,
    answers,
    name: contact.name.trim(),
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    consent: true as const,
    ...(emailResult && email ? { emailResult: true } : {}),
  };
}

async function refusalOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' && body.error ? body.error : followUpMessages.failed;
}

/**
 * Posts the follow-up. Without a connection the page keeps everything and says so; a refusal (4xx) is the server's
 * own sentence; anything else (the database down, a 5xx) asks to try again or to call.
 */
export async function sendFollowUp(payload: FollowUpPayload): Promise<FollowUpOutcome> {
  let response: Response;
  try {
    response = await fetch(CARE_FOLLOW_UP_API, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(followUpRequestBody(payload)),
    });
  } catch {
    return { sent: false, text: followUpMessages.offline };
  }
  if (response.status === 201) {
    const { email } = followUpRequestBody(payload);
    const mailed = payload.emailResult && email ? ` ${followUpMessages.mailed(email)}` : '';
    return { sent: true, text: `${followUpMessages.sent}${mailed}` };
  }
  if (response.status >= 400 && response.status < 500) return { sent: false, text: await refusalOf(response) };
  return { sent: false, text: followUpMessages.failed };
}
