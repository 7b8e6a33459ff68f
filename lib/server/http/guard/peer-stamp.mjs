// The client's socket address, for route handlers, which otherwise cannot see it.
//
// Behind the deployment's nginx this is not needed: nginx appends the address it saw to X-Forwarded-For, the app
// runs with TRUST_PROXY=1 and the rate limit takes that last entry. This is for the other way the site runs:
// `npm start` reachable directly. Next hands a route handler a Request without the connection, and the only trace of
// it is X-Forwarded-For, which Next fills from the socket ONLY when the request has none (base-server.js), so a client
// that sends its own would choose its rate-limit identity.
//
// So `npm start` runs our own http.Server (server.mjs, Next's documented custom server). It sees the socket, and before
// Next gets a request it writes the socket address into a header of ours, replacing whatever the client sent under
// that name. The value also carries a secret made once per process, and the app believes only a stamp with it: a
// stamp a client wrote never matches, and a server that does not stamp (`next dev`, a bare `next start`) leaves every
// request unverified, which the rate limit logs, rather than trusting a header anyone could send.
//
// Plain JavaScript without Next: server.mjs runs it on Node alone, and the route handlers import it too.
import { randomUUID } from 'node:crypto';

export const PEER_HEADER = 'x-mhv-peer';
// On globalThis: server.mjs and the route handlers (bundled by Next) load separate copies of this module.
const SECRET = Symbol.for('mhv.api.peerSecret');

/**
 * Wraps a Node request listener so that each request carries its socket address for peerAddress. Only the site's
 * server calls this; from then on, this process believes stamps.
 * @template {import('node:http').IncomingMessage} Req
 * @template Res
 * @param {(request: Req, response: Res) => unknown} listener
 * @returns {(request: Req, response: Res) => unknown}
 */
export function stampingListener(listener) {
  globalThis[SECRET] ??= randomUUID();
  const secret = globalThis[SECRET];
  return (request, response) => {
    const address = request.socket?.remoteAddress;
    if (address) request.headers[PEER_HEADER] = `${secret} ${address}`;
    else delete request.headers[PEER_HEADER];
    return listener(request, response);
  };
}

/**
 * The socket address the site's server stamped, or null when the request carries no valid stamp.
 * @param {Headers} headers
 * @returns {string | null}
 */
export function peerAddress(headers) {
  const secret = globalThis[SECRET];
  const value = headers.get(PEER_HEADER);
  if (!secret || !value || !value.startsWith(`${secret} `)) return null;
  return value.slice(secret.length + 1) || null;
}
