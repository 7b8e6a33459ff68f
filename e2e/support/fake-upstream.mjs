// A stand-in for the cloud payment-reference service, for the e2e suite only.
// POST /api/generateReference answers by the customer's name (accountName), so parallel tests never interfere:
//   contains "Upstream Down"  -> 500 every time (the site retries twice, then gives up)
//   contains "Empty Data"     -> 200 with an empty data field
//   contains "Garbage Reply"  -> 200 with a body that is not JSON
//   contains "Connection Drop" -> the connection is cut without an answer (like a refused or reset connection)
//   contains "Slow Hang"      -> never answers (the site gives up after its 8-second deadline)
//   anything else             -> 200 { status: true, data: 'FAKE-…' }
// GET /requests?email=…  -> the payloads received for that e-mail (tests check the amount and shop the site sent)
// GET /health            -> 200, for Playwright's webServer check
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_UPSTREAM_PORT ?? 3111);
const received = [];
let counter = 0;

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${port}`);
  if (request.method === 'GET' && url.pathname === '/health') return send(response, 200, { ok: true });
  if (request.method === 'GET' && url.pathname === '/requests') {
    const email = url.searchParams.get('email');
    return send(
      response,
      200,
      received.filter((payload) => payload.email === email),
    );
  }
  if (request.method !== 'POST' || url.pathname !== '/api/generateReference')
    return send(response, 404, { error: 'not found' });

  let raw = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    let payload;
    try {
      payload = JSON.parse(raw);
    } catch {
      return send(response, 400, { status: false, message: 'invalid JSON' });
    }
    received.push(payload);
    const name = String(payload.accountName ?? '');
    if (name.includes('Upstream Down')) return send(response, 500, { status: false, message: 'internal error' });
    if (name.includes('Empty Data')) return send(response, 200, { status: true, data: '' });
    if (name.includes('Garbage Reply')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('<html>Service temporarily unavailable</html>');
    }
    if (name.includes('Connection Drop')) return request.socket.destroy();
    if (name.includes('Slow Hang')) return undefined;
    counter += 1;
    return send(response, 200, {
      status: true,
      message: 'Reference generated',
      data: `FAKE-${Date.now().toString(36)}-${counter}`,
    });
  });
});

server.listen(port, () => console.log(`fake payment-reference service on http://localhost:${port}`));
