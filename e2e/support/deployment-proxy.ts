import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pagePolicy } from '@/lib/server/http/page-policy.mjs';

/**
 * The site behind a proxy that can switch to a "new deployment": from then on its pages carry a mark in their first
 * heading and its service worker is a new file (the same worker, its offline page marked too). The browser sees what
 * it would see after a rebuild: new pages at the same addresses and a worker whose bytes changed.
 */
export interface DeploymentProxy {
  url: string;
  deployNewVersion: (mark: string) => void;
  /** From now on /sw.js is this worker instead of the build's. */
  replaceWorker: (code: string) => void;
  close: () => Promise<void>;
}

function rewrite(body: string, contentType: string, mark: string): string {
  if (contentType.includes('text/html')) {
    // The heading's words change wherever the page holds them (its HTML and the data React hydrates it from).
    const heading = /<h1\b[^>]*>([^<]+)</.exec(body)?.[1];
    return heading ? body.split(heading).join(`${mark} ${heading}`) : body;
  }
  // The worker's own copy of the offline page, and its build mark, so its bytes differ from the old worker's.
  return body.replace(/(<h1\b[^>]*>)/g, `$1${mark} `).replace(/^\/\* [^*]* \*\//, `/* ${mark} */`);
}

export async function startDeploymentProxy(target: string): Promise<DeploymentProxy> {
  let mark: string | null = null;
  let worker: string | null = null;
  const server = http.createServer((request, response) => {
    if (worker !== null && request.url === '/sw.js') {
      response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(worker);
      return;
    }
    const headers = { ...request.headers, host: new URL(target).host };
    delete headers['accept-encoding'];
    // A new deployment's pages are new files: what the browser holds from the old one does not match them.
    if (mark !== null) {
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const changed = mark !== null && (type.includes('text/html') || request.url === '/sw.js');
        if (!changed) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = rewrite(Buffer.concat(chunks).toString('utf8'), type, mark!);
          const rest = { ...answer.headers };
          delete rest.etag;
          // A new deployment's stored page comes with its own policy, naming its inline scripts as they now are.
          const policy = rest['content-security-policy'];
          if (typeof policy === 'string' && policy.includes("'sha256-"))
            rest['content-security-policy'] = pagePolicy(body);
          response.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(body) });
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    deployNewVersion: (newMark) => void (mark = newMark),
    replaceWorker: (code) => void (worker = code),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
