// What `npm start` runs: Next's production server inside an http.Server of our own, through Next's documented custom
// server API (`next()`, `app.prepare()`, `app.getRequestHandler()`). `next start` gives route handlers no way to learn
// the connection's address that a client cannot forge; our server sees the socket and stamps each request with it
// (lib/server/http/guard/peer-stamp.mjs says how, and why the rate limits need it).
//
// Otherwise it serves as `next start` does, with the options this project uses: -p/--port (or PORT, 3000) and
// -H/--hostname (every interface when unset; not read from HOSTNAME, which a container sets to its own name). On
// SIGTERM or SIGINT it stops taking connections, lets the requests in flight finish, closes Next, then exits, as
// `next start` does: a rolling update (deploy/instances.mjs) relies on it.
//
// Its settings come from the environment and from the file that `--env-file <path>` or ENV_FILE names, the same file
// the command-line tools take (lib/server/env-file.mjs, which also says why `npm start` runs `node -- server.mjs`). A
// production start with a Paystack public key but no secret key stops here, before Next is loaded
// (lib/paystack/unverified-payments.mjs).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { refuseUnverifiedPayments } from './lib/paystack/unverified-payments.mjs';
import { loadSettingsFile } from './lib/server/env-file.mjs';
import { stampingListener } from './lib/server/http/guard/peer-stamp.mjs';
import { withPolicyFallback } from './lib/server/http/policy-fallback.mjs';
import { switchedOn } from './lib/server/switch-setting.mjs';

// First, before anything reads a setting or parses the arguments.
loadSettingsFile();
const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;
// As `next start` does; before Next is loaded, since it picks its production runtime by it.
process.env.NODE_ENV ||= 'production';
// The key as this process was given it; the start-up hook checks the one built into the site (lib/ops/node-server.ts).
if (process.env.NODE_ENV === 'production')
  refuseUnverifiedPayments({
    publicKey: process.env.NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY,
    secretKey: process.env.PAYSTACK_SECRET_KEY,
    allowUnverified: switchedOn(process.env.ALLOW_UNVERIFIED_PAYMENTS),
  });

const { default: next } = await import('next');
const app = next({ dev: false, dir: path.dirname(fileURLToPath(import.meta.url)), hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
await runStartUpHook(handle);

let stopping = false;
// The answers being written, so that a stop can reach the ones already under way.
const answering = new Set();
const server = http.createServer(
  stampingListener(async (request, response) => {
    withPolicyFallback(response);
    answering.add(response);
    response.once('close', () => answering.delete(response));
    if (stopping) closeAfterAnswer(response);
    try {
      await handle(request, response);
    } catch (error) {
      // What `next start` does with an error that escapes Next: log it, and answer 500 if nothing was sent yet.
      console.error(`Failed to handle request for ${request.url}`, error);
      if (!response.headersSent) response.writeHead(500).end('Internal Server Error');
      else response.destroy();
    }
  }),
);
// A client that reuses an idle connection just as the server closes it gets a reset instead of an answer. Clients keep
// idle connections far longer than Node's 5 s (browsers minutes, test and proxy clients until told otherwise), so the
// server keeps them for a minute; nginx in front closes its own after 4 s (deploy/nginx-site.conf.template), first.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('error', (error) => {
  console.error('Failed to start server', error);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname ?? 'localhost'}:${port}`);
});

/**
 * The connection closes once this answer is sent. A proxy that keeps connections to us alive (nginx) goes on sending
 * requests on one that was busy when we stopped, so it never becomes idle and the server never finishes: under load
 * an instance in a rolling update waited for systemd to kill it, 130 s later, and dropped what it was answering.
 */
function closeAfterAnswer(response) {
  if (!response.headersSent) response.setHeader('Connection', 'close');
  else response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
}

function stop(signal) {
  if (stopping) return; // a terminal's Ctrl+C may arrive twice
  stopping = true;
  // close() stops accepting, drops idle kept-alive connections and calls back once the last request has finished.
  server.close(() => {
    app.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
  for (const response of answering) closeAfterAnswer(response);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

/**
 * Next runs the site's start-up hook (instrumentation.ts) at a production server's first request, not in prepare().
 * One request of our own, on a loopback port of its own, makes it run before any visitor's: a server that must refuse
 * to start (lib/ops/node-server.ts) does so before it listens, the background rounds start at once, and the first
 * visitor does not wait for Next to load.
 */
async function runStartUpHook(handler) {
  const warm = http.createServer((request, response) => handler(request, response));
  await new Promise((resolve) => warm.listen(0, '127.0.0.1', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${warm.address().port}/robots.txt`);
    await answer.arrayBuffer();
  } catch (error) {
    console.error('the start-up request failed:', error instanceof Error ? error.message : error);
  } finally {
    await new Promise((resolve) => warm.close(resolve));
  }
}
