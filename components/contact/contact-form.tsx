'use client';

import { useState, type FormEvent } from 'react';
import { mailtoHref } from '@/content/site-links';

interface ContactFormProps {
  /** The organisation's address the message goes to. */
  to: string;
  labels: {
    emailLabel: string;
    subjectLabel: string;
    messageLabel: string;
    submitLabel: string;
    sentNote: string;
  };
}

/** The message body: what the visitor wrote, then their address so a reply reaches them. */
function contactMailBody(email: string, message: string): string {
  return [message.trim(), `Reply to: ${email.trim()}`].filter(Boolean).join('\n\n');
}

const fieldClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none';

// Nothing is posted to a server: sending opens the visitor's own e-mail app with the message filled in.
// The browser checks the required fields first (the submit event only fires once they pass). Without
// JavaScript the form still opens the mail app through its mailto: action.
export function ContactForm({ to, labels }: ContactFormProps) {
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const subject = String(data.get('subject') ?? '').trim();
    const message = String(data.get('body') ?? '');
    window.location.href = mailtoHref(to, subject, contactMailBody(email, message));
    setSent(true);
  };

  return (
    <form action={mailtoHref(to)} method="get" onSubmit={onSubmit} className="space-y-5">
      <div>
        <label htmlFor="contact-email" className="font-medium text-stone-800">
          {labels.emailLabel}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <input id="contact-email" name="email" type="email" required autoComplete="email" className={fieldClass} />
      </div>
      <div>
        <label htmlFor="contact-subject" className="font-medium text-stone-800">
          {labels.subjectLabel}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <input id="contact-subject" name="subject" type="text" required className={fieldClass} />
      </div>
      <div>
        <label htmlFor="contact-message" className="font-medium text-stone-800">
          {labels.messageLabel}
        </label>
        <textarea id="contact-message" name="body" rows={6} className={fieldClass} />
      </div>
      <button
        type="submit"
        className="inline-flex items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-800"
      >
        {labels.submitLabel}
      </button>
      <p role="status" className="text-sm text-stone-700">
        {sent ? (
          <>
            {labels.sentNote}{' '}
            <a href={mailtoHref(to)} className="font-semibold text-brand-700 underline">
              {to}
            </a>
            .
          </>
        ) : null}
      </p>
    </form>
  );
}
