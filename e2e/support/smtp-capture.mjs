#!/usr/bin/env node
// A mail catcher for end-to-end runs: an SMTP server that keeps what it receives, and a small HTTP server that
// shows it as JSON. Usage:
//   node e2e/support/smtp-capture.mjs --smtp-port 2525 --http-port 2526
//   SMTP_URL=smtp://127.0.0.1:2525 for the site; GET http://127.0.0.1:2526/messages -> [{ from, to, subject, text, ... }]
//   DELETE /messages empties the list. Loopback only.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { startSmtpCapture } from '../../tests/support/smtp-capture.mjs';

const { values } = parseArgs({
  options: { 'smtp-port': { type: 'string', default: '0' }, 'http-port': { type: 'string', default: '0' } },
});

const smtp = await startSmtpCapture({ port: Number(values['smtp-port']) });
const web = http.createServer((request, response) => {
  if (request.url === '/messages' && request.method === 'DELETE') smtp.clear();
  if (request.url !== '/messages') {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"only /messages"}');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(smtp.messages));
});
await new Promise((resolve) => web.listen(Number(values['http-port']), '127.0.0.1', () => resolve(undefined)));
const address = web.address();
const httpPort = typeof address === 'object' && address ? address.port : 0;
// One line that a parent process (Playwright's webServer or a test) can read to learn both ports.
console.log(JSON.stringify({ smtpUrl: smtp.url, messagesUrl: `http://127.0.0.1:${httpPort}/messages` }));

const stop = () => {
  web.close();
  void smtp.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
