'use client';

import { useState, type FormEvent } from 'react';
import { contactForm as words, MAX_MESSAGE_LENGTH, MAX_SUBJECT_LENGTH } from '@/content/contact';
import { MAX_EMAIL_LENGTH } from '@/content/schema/buyer-contact-limits';
import { mailtoHref } from '@/content/site-links';
import { LabelledField, fieldInputClass } from '@/components/forms/labelled-field';
import { TrapField } from '@/components/forms/trap-field';
import { CONTACT_PATH, ELAPSED_FIELD, TRAP_FIELD } from '@/lib/inbox/contact-form-fields';

interface ContactFormProps {
  /** The organisation's address, for the visitor's own mail app when there is no connection. */
  to: string;
}

/** The message body for the visitor's mail app: what they wrote, then their address so a reply reaches them. */
function contactMailBody(email: string, message: string): string {
  return [message.trim(), `Reply to: ${email.trim()}`].filter(Boolean).join('\n\n');
}

type Said =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; text: string }
  | { kind: 'refused'; text: string }
  | { kind: 'offline'; mailto: string };

/** Sends the form in place; what to say after. Everything typed stays unless it was sent. */
async function sendMessage(form: HTMLFormElement, to: string): Promise<Said> {
  const data = new FormData(form);
  // How long the page has been open: a person takes seconds to write even a subject; a robot does not.
  data.set(ELAPSED_FIELD, String(Math.round(performance.now())));
  const fields = new URLSearchParams(data as unknown as Record<string, string>);
  const offline: Said = {
    kind: 'offline',
    mailto: mailtoHref(
      to,
      String(data.get('subject') ?? '').trim(),
      contactMailBody(String(data.get('email') ?? ''), String(data.get('message') ?? '')),
    ),
  };
  if (!navigator.onLine) return offline;
  let response: Response;
  try {
    response = await fetch(CONTACT_PATH, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: fields,
    });
  } catch {
    return offline;
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
  if (!response.ok) return { kind: 'refused', text: body.error ?? words.offline };
  form.reset();
  return { kind: 'sent', text: body.message ?? words.sent.replace('{email}', fields.get('email') ?? '') };
}

// The form posts to our server with or without the page's code: before the code has loaded (or without it) the browser
// posts it and is shown a page; once the code runs, it sends the same form in place and says what happened, keeping
// everything typed unless it was sent. The browser checks the required fields first.
export function ContactForm({ to }: ContactFormProps) {
  const [said, setSaid] = useState<Said>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaid({ kind: 'sending' });
    setSaid(await sendMessage(event.currentTarget, to));
  };

  return (
    <form action={CONTACT_PATH} method="post" onSubmit={onSubmit} className="space-y-5">
      <LabelledField id="contact-email" label={words.emailLabel} required>
        <input
          id="contact-email"
          name="email"
          type="email"
          required
          maxLength={MAX_EMAIL_LENGTH}
          autoComplete="email"
          className={fieldInputClass}
        />
      </LabelledField>
      <LabelledField id="contact-subject" label={words.subjectLabel} required>
        <input
          id="contact-subject"
          name="subject"
          type="text"
          required
          maxLength={MAX_SUBJECT_LENGTH}
          className={fieldInputClass}
        />
      </LabelledField>
      <LabelledField id="contact-message" label={words.messageLabel}>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          maxLength={MAX_MESSAGE_LENGTH}
          className={fieldInputClass}
        />
      </LabelledField>
      <TrapField id="contact-website" name={TRAP_FIELD} />
      <button
        type="submit"
        disabled={said.kind === 'sending'}
        className="inline-flex items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-800 disabled:opacity-70"
      >
        {said.kind === 'sending' ? words.sending : words.submitLabel}
      </button>
      <p role="status" className="text-base text-stone-800">
        {said.kind === 'sent' ? said.text : null}
        {said.kind === 'offline' ? (
          <>
            {words.offline}{' '}
            <a href={said.mailto} className="font-semibold text-brand-700 underline">
              {words.offlineMailApp}
            </a>
            .
          </>
        ) : null}
      </p>
      <p role="alert" className="text-base font-semibold text-red-800">
        {said.kind === 'refused' ? said.text : null}
      </p>
    </form>
  );
}
