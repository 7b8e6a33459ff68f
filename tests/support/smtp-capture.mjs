// A real SMTP server (the smtp-server package) that keeps every message it accepts, parsed with mailparser,
// for tests that check what the shop and the buyer receive. Plain JavaScript so the e2e helper can use it too.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {{ from: string, to: string[], subject: string, text: string, messageId: string, receivedAt: string }} CapturedMail
 * @param {{ port?: number, host?: string }} [options] port 0 (the default) picks a free one
 * @returns {Promise<{ port: number, url: string, messages: CapturedMail[], clear(): void, stop(): Promise<void> }>}
 */
export async function startSmtpCapture({ port = 0, host = '127.0.0.1' } = {}) {
  /** @type {CapturedMail[]} */
  const messages = [];
  const server = new SMTPServer({
    // No TLS and no login: a loopback test server, like a developer's mail catcher.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            messageId: mail.messageId ?? '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://${host}:${actualPort}`,
    messages,
    clear: () => void messages.splice(0),
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
