// The client's socket address, for route handlers that otherwise cannot see it.
//
// Behind the deployment's nginx, the guard does not need this: nginx appends the address it saw to
// X-Forwarded-For, the app runs with TRUST_PROXY=1, and the rate limit takes that last entry (the ordinary,
// documented way to learn a client behind a reverse proxy). This hook is for the other way the site runs:
// `npm start` reachable directly, with no proxy. There, Next 16 hands route handlers a Request without the
// connection, and its only trace is X-Forwarded-For, which `next start` fills from the socket ONLY when the
// request has none: a client that sends its own header would choose its rate-limit identity. Next offers no
// supported way to read the socket from a route handler, so this hook, installed by instrumentation.ts,
// stamps every incoming request with the real socket address before Next sees it. The stamp carries a
// per-process secret, so a client cannot forge it, and a request that arrived before the hook was installed
// (Next registers instrumentation while handling the very first request) simply has no valid stamp.
//
// Patching http.Server.prototype.emit leans on how Next receives requests, which an upgrade may change. The
// end-to-end test "a forged X-Forwarded-For does not dodge the limit" (e2e/api.spec.ts) runs against the
// production server without a proxy and fails the day the stamp stops arriving.
//
// No 'server-only' import: instrumentation.ts is not a React Server Components module.
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

export const PEER_HEADER = 'x-mhv-peer';
const SECRET = Symbol.for('mhv.api.peerSecret');
type Holder = { [SECRET]?: string };

const STAMPED_EVENTS = new Set(['request', 'checkContinue', 'checkExpectation']);

/** Installs the hook once per process; returns a function that removes it (for tests). */
export function installPeerAddressHook(): () => void {
  const holder = globalThis as Holder;
  if (holder[SECRET]) return () => undefined;
  const secret = randomUUID();
  holder[SECRET] = secret;
  const restore: Array<() => void> = [];
  for (const proto of [http.Server.prototype, https.Server.prototype]) {
    const hadOwn = Object.prototype.hasOwnProperty.call(proto, 'emit');
    const emit = proto.emit as (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
    proto.emit = function emitWithPeer(this: unknown, event: string | symbol, ...args: unknown[]) {
      if (typeof event === 'string' && STAMPED_EVENTS.has(event)) stamp(args[0] as IncomingMessage, secret);
      return emit.call(this, event, ...args);
    } as typeof proto.emit;
    restore.push(() => {
      if (hadOwn) proto.emit = emit as typeof proto.emit;
      else delete (proto as { emit?: unknown }).emit;
    });
  }
  return () => {
    restore.forEach((undo) => undo());
    delete holder[SECRET];
  };
}

function stamp(request: IncomingMessage, secret: string): void {
  const address = request.socket?.remoteAddress;
  if (address) request.headers[PEER_HEADER] = `${secret} ${address}`;
  else delete request.headers[PEER_HEADER];
}

export function peerHookInstalled(): boolean {
  return Boolean((globalThis as Holder)[SECRET]);
}

/** The socket address stamped by the hook, or null when the request carries no valid stamp. */
export function peerAddress(headers: Headers): string | null {
  const secret = (globalThis as Holder)[SECRET];
  const value = headers.get(PEER_HEADER);
  if (!secret || !value || !value.startsWith(`${secret} `)) return null;
  return value.slice(secret.length + 1) || null;
}
