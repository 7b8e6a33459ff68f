// What a first visit actually downloads, read from Chromium's own network events (DevTools protocol):
// every response's encoded (on-the-wire, so gzip) bytes, in a fresh browser profile with no cache,
// at Lighthouse's mobile viewport, from navigation until the network has been quiet for QUIET_MS.
import { FORBIDDEN_IN_FIRST_LOAD } from './budgets.mjs';
import { securityHeaders } from '../lib/server/http/security-headers.mjs';

const QUIET_MS = 2000;
const MAX_WAIT_MS = 20000;
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function hostMatches(url, hosts) {
  try {
    const { hostname } = new URL(url);
    return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
  } catch {
    return false;
  }
}

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 */
export async function measureTransfer(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setDeviceMetricsOverride', MOBILE);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true });

    /** @type {Map<string, {url: string, type?: string, status?: number, encoding?: string, headerBytes: number, dataBytes: number, totalBytes?: number, failed?: string, done: boolean}>} */
    const requests = new Map();
    let lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    const entry = (id) => requests.get(id);

    cdp.on('Network.requestWillBeSent', (event) => {
      touch();
      // A redirect reuses the request id: keep the hop that was already paid for under its own key.
      const previous = entry(event.requestId);
      if (previous && event.redirectResponse) {
        previous.totalBytes = event.redirectResponse.encodedDataLength;
        previous.status = event.redirectResponse.status;
        previous.done = true;
        requests.set(`${event.requestId}:${requests.size}`, previous);
      }
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type,
        headerBytes: 0,
        dataBytes: 0,
        done: false,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      touch();
      const request = entry(event.requestId);
      if (!request) return;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      request.type = event.type;
      request.status = event.response.status;
      request.encoding = headers['content-encoding'];
      request.headerBytes = event.response.encodedDataLength;
    });
    cdp.on('Network.dataReceived', (event) => {
      touch();
      const request = entry(event.requestId);
      if (request) request.dataBytes += event.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      touch();
      const request = entry(event.requestId);
      if (!request) return;
      request.totalBytes = event.encodedDataLength;
      request.done = true;
    });
    cdp.on('Network.loadingFailed', (event) => {
      touch();
      const request = entry(event.requestId);
      if (!request) return;
      request.failed = event.errorText;
      request.done = true;
    });

    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    const started = Date.now();
    while (Date.now() - started < MAX_WAIT_MS) {
      const pending = [...requests.values()].some((request) => !request.done);
      if (!pending && Date.now() - lastActivity >= QUIET_MS) break;
      await sleep(200);
    }

    const origin = new URL(url).origin;
    const rows = [...requests.entries()].map(([id, request]) => {
      const total = request.totalBytes ?? request.headerBytes + request.dataBytes;
      return { id, ...request, total, body: Math.max(0, total - request.headerBytes) };
    });
    const scripts = rows.filter((row) => row.type === 'Script');

    // Look inside every script that arrived for the code of the libraries that must stay out.
    const forbidden = [];
    for (const script of scripts) {
      let text = '';
      try {
        const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: script.id });
        text = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      } catch {
        // No body (failed or redirected request): the host check below still applies.
      }
      for (const rule of FORBIDDEN_IN_FIRST_LOAD) {
        const marker = rule.bodyMarkers.find((m) => text.includes(m));
        if (marker) forbidden.push(`${rule.name} (${marker} in ${script.url})`);
      }
    }
    for (const row of rows) {
      for (const rule of FORBIDDEN_IN_FIRST_LOAD) {
        if (hostMatches(row.url, rule.hosts)) forbidden.push(`${rule.name} (request to ${row.url})`);
      }
    }

    const unencodedScripts = scripts.filter((s) => s.body > 1024 && !s.encoding).map((s) => s.url);
    const external = rows
      .filter((row) => /^https?:/.test(row.url) && new URL(row.url).origin !== origin)
      .map((row) => `${row.url}${row.failed ? ` (${row.failed})` : ''}`);

    return {
      url,
      requests: rows.length,
      transferBytes: rows.reduce((sum, row) => sum + row.total, 0),
      jsBytes: scripts.reduce((sum, row) => sum + row.body, 0),
      jsFiles: scripts.length,
      encodings: [...new Set(scripts.map((s) => s.encoding ?? 'identity'))],
      unencodedScripts,
      forbidden: [...new Set(forbidden)],
      external: [...new Set(external)],
      failed: rows
        .filter((row) => row.failed || (row.status ?? 0) >= 400)
        .map((row) => `${row.url} (${row.failed ?? row.status})`),
      resources: rows.map(({ url: u, type, status, encoding, total, body }) => ({
        url: u,
        type,
        status,
        encoding,
        total,
        body,
      })),
    };
  } finally {
    await context.close();
  }
}

/**
 * The bytes a page's security headers take as written on the wire (`Name: value` and a line end each), the policy
 * with the page's inline scripts' hashes among them: HTTP/1.1's cost, an upper bound of HTTP/2's first request.
 * @param {string} url
 */
export async function securityHeaderBytes(url) {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return securityHeaders.reduce((sum, { key }) => {
    const value = response.headers.get(key);
    return value === null ? sum : sum + Buffer.byteLength(`${key}: ${value}\r\n`);
  }, 0);
}
