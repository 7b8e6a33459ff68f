import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FAKE_POPUP } from '../fake-paystack-popup.mjs';
import { fakePaystackApiUrl } from '../fake-paystack-api-client';

// Firefox and WebKitGTK have no request routing of Playwright's kind (WebKit's WebDriver none at all), so each browser
// is pointed at this proxy, which stands where the network would be:
// - the site's own requests pass through to the test server; its HTML gets, first in <head>, a script of the proxy's
//   that writes every uncaught error, unhandled rejection and Content-Security-Policy violation of the page into
//   sessionStorage, where the test reads them (neither engine reports them to its driver: WebKit's WebDriver has no
//   log, and one recorder serves both);
// - Paystack's hosts are answered over TLS with a certificate made for the run (the sessions accept it): its checkout
//   popup is the fake the Chromium tests use, its API and its checkout page are the fake Paystack's;
// - anything else is refused, as this machine's closed network would.

/** The path of the recorder on the site's own origin, so the pages' script-src 'self' allows it. */
const RECORDER_PATH = '/__engine-errors.js';
/** The sessionStorage key the recorder writes; a JSON list of lines, each naming the page. */
export const ENGINE_ERRORS_KEY = 'engine-errors';

const RECORDER = `(function () {
  var key = ${JSON.stringify(ENGINE_ERRORS_KEY)};
  function add(line) {
    try {
      var lines = JSON.parse(sessionStorage.getItem(key) || '[]');
      lines.push(location.pathname + location.search + ': ' + line);
      sessionStorage.setItem(key, JSON.stringify(lines));
    } catch (e) {}
  }
  // An empty list says the recorder ran: a page it never reached reads as null, not as a page without errors.
  try {
    if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, '[]');
  } catch (e) {}
  addEventListener('error', function (event) {
    if (event.target && event.target !== window) return;
    add(String(event.message) + (event.filename ? ' (' + event.filename + ':' + event.lineno + ')' : ''));
  }, true);
  addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    add('unhandled rejection: ' + (reason && reason.stack ? reason.stack : String(reason)));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    add('CSP violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline'));
  });
})();`;

const PAYSTACK_HOST = /^([a-z0-9-]+\.)*paystack\.(co|com)$/;

/** A certificate for Paystack's hosts, made with Debian's openssl for this run only. */
function paystackCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(path.join(tmpdir(), 'engine-proxy-'));
  try {
    const [key, cert] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=paystack fake',
        '-keyout',
        key,
        '-out',
        cert,
        '-addext',
        'subjectAltName=DNS:paystack.co,DNS:*.paystack.co,DNS:paystack.com,DNS:*.paystack.com',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function body(request: IncomingMessage): Promise<ArrayBuffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const joined = Buffer.concat(chunks);
  return joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.byteLength) as ArrayBuffer;
}

/** Sends `request` on to `target` and hands back the answer as is (redirects included), with `extraHeaders`. */
async function forward(
  request: IncomingMessage,
  response: ServerResponse,
  target: string,
  rewriteHtml?: (html: string) => string,
  extraHeaders: Record<string, string> = {},
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // The proxy reads the HTML it rewrites, so it asks for it unencoded; hop-by-hop headers stay here.
    if (value === undefined || /^(accept-encoding|connection|proxy-connection|keep-alive|host)$/i.test(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const answer = await fetch(target, {
    method: request.method,
    headers,
    body: await body(request),
    redirect: 'manual',
  });
  const out: Record<string, string | string[]> = { ...extraHeaders };
  answer.headers.forEach((value, name) => {
    if (!/^(content-length|content-encoding|transfer-encoding|connection|keep-alive|set-cookie)$/i.test(name))
      out[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  const isHtml = (answer.headers.get('content-type') ?? '').startsWith('text/html');
  const raw = Buffer.from(await answer.arrayBuffer());
  const sent = rewriteHtml && isHtml ? Buffer.from(rewriteHtml(raw.toString('utf8'))) : raw;
  response.writeHead(answer.status, { ...out, 'content-length': String(sent.length) });
  response.end(request.method === 'HEAD' ? undefined : sent);
}

/** The recorder first in <head>, before any of the page's own scripts. */
const withRecorder = (html: string) =>
  html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script src="${RECORDER_PATH}"></script>`);

/** What the proxy adds to a page on its way, as a poisoned cache or a compromised network would. */
export const INJECTED_SCRIPT = '<script>window.injected = true</script>';

export interface EngineProxy {
  /** host:port, for a browser's HTTP proxy setting (and HTTPS, by CONNECT, where the browser can). */
  address: string;
  /** From now on the page at `path` gets INJECTED_SCRIPT, an inline script the site never wrote, before </body>. */
  injectInto: (path: string) => void;
  close: () => Promise<void>;
}

/** Starts the proxy for a browser visiting `siteOrigin` (the test server). */
export async function startEngineProxy(siteOrigin: string): Promise<EngineProxy> {
  const site = new URL(siteOrigin);
  const injected = new Set<string>();
  const failed = (response: ServerResponse, error: unknown) => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(String(error));
  };

  const paystack = https.createServer(paystackCertificate(), (request, response) => {
    const host = (request.headers.host ?? '').split(':')[0];
    const url = new URL(request.url ?? '/', `https://${host}`);
    const answer = async () => {
      if (host === 'checkout.paystack.com' && url.pathname.startsWith('/popup')) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(FAKE_POPUP);
      }
      // Paystack's own checkout page, where a checkout without the page's code is sent.
      if (host === 'checkout.paystack.com' && /^\/[0-9a-f]+$/.test(url.pathname))
        return forward(request, response, `${fakePaystackApiUrl}/_fake/checkout${url.pathname}`);
      if (host === 'api.paystack.co') {
        const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
        if (request.method === 'OPTIONS') {
          response.writeHead(204, cors);
          return response.end();
        }
        return forward(request, response, `${fakePaystackApiUrl}${url.pathname}${url.search}`, undefined, cors);
      }
      response.writeHead(404);
      response.end();
    };
    answer().catch((error: unknown) => failed(response, error));
  });

  // An HTTP proxy: the site's requests arrive in absolute form, HTTPS as CONNECT.
  const isSite = (url: URL) => url.port === site.port && ['localhost', '127.0.0.1'].includes(url.hostname);
  const proxy = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', siteOrigin);
    if (!isSite(url)) {
      response.writeHead(502);
      return response.end();
    }
    if (url.pathname === RECORDER_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(RECORDER);
    }
    // The page as the browser kept it would come back as 304, without the script: it must be sent whole.
    if (injected.has(url.pathname))
      for (const name of ['if-none-match', 'if-modified-since']) delete request.headers[name];
    const rewrite = injected.has(url.pathname)
      ? (html: string) => withRecorder(html).replace('</body>', `${INJECTED_SCRIPT}</body>`)
      : withRecorder;
    forward(request, response, `${site.origin}${url.pathname}${url.search}`, rewrite).catch((error: unknown) =>
      failed(response, error),
    );
  });
  proxy.on('connect', (request: IncomingMessage, socket: Socket) => {
    // A browser drops connections it no longer needs; that ends the tunnel and nothing else.
    socket.on('error', () => socket.destroy());
    if (!PAYSTACK_HOST.test((request.url ?? '').replace(/:443$/, '')))
      return socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    paystack.emit('connection', socket);
  });

  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    injectInto: (path) => void injected.add(path),
    close: async () => {
      proxy.closeAllConnections();
      paystack.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
