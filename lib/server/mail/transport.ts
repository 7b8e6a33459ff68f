import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { serverEnv } from '@/lib/server/env';

interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The same id on every attempt, so a mail client can fold a rare duplicate (a crash between send and record). */
  messageId: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** Without SMTP_URL the message is written to the server log, so a site with no settings still tells the shop. */
function logMail(mail: OutgoingMail): Promise<void> {
  console.info(
    `[mail] (no SMTP_URL set, logged instead of sent)\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
  );
  return Promise.resolve();
}

// One transporter per SMTP_URL and process; nodemailer opens a connection per message, which suits a few mails a day.
const KEY = Symbol.for('mhv.mail.transport');
type Holder = { [KEY]?: { url: string; transporter: Transporter } };

function transporterFor(url: string): Transporter {
  const holder = globalThis as Holder;
  if (holder[KEY]?.url !== url) {
    // Short timeouts: a mail server that hangs must not hold the retry loop for minutes.
    holder[KEY] = {
      url,
      transporter: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    };
  }
  return holder[KEY].transporter;
}

/** Sends through SMTP_URL (e.g. smtp://user:pass@mail.example:587 or smtps://...:465), or logs. */
export function mailSender(): SendMail {
  const url = serverEnv('SMTP_URL');
  if (!url) return logMail;
  const from = serverEnv('MAIL_FROM');
  return async (mail) => {
    await transporterFor(url).sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
    });
  };
}
