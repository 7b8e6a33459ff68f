import 'server-only';
import { randomUUID } from 'node:crypto';

// The HTTP pieces every guarded route shares: the answers a browser may read and the reading of bodies.

// What a visitor's browser may read. The detail of every failure goes to the server log only.
export const GUARD_MESSAGES = {
  405: 'Method not allowed. Use POST.',
  409: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  413: 'The request body is too large.',
  415: 'The request body must be JSON (Content-Type: application/json).',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Something went wrong on our side. Please try again.',
  503: 'The service is temporarily unavailable. Please try again shortly.',
  badJson: 'The request body is not valid JSON.',
  unreadable: 'The request body could not be read.',
  badKey: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  keyReused: 'This Idempotency-Key was already used with a different request.',
  uriTooLong: 'The address of the request is too long.',
} as const;

export function json(
  status: number,
  body: Record<string, unknown>,
  requestId: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Request-Id': requestId,
    },
  });
}

export function failure(status: number, error: string, requestId: string, headers?: Record<string, string>): Response {
  return json(status, { error, requestId }, requestId, headers);
}

/** A 405 answer naming the one method a route accepts. */
export function methodNotAllowedFor(allowed: 'POST' | 'GET'): () => Promise<Response> {
  const message = allowed === 'POST' ? GUARD_MESSAGES[405] : 'Method not allowed. Use GET.';
  return async () => failure(405, message, randomUUID(), { Allow: allowed === 'GET' ? 'GET, HEAD' : allowed });
}

export function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  const [type, ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  const charset = params.find((param) => param.startsWith('charset='));
  return !charset || ['utf-8', 'utf8', '"utf-8"'].includes(charset.slice('charset='.length));
}

export class TooLarge extends Error {}

/** Reads the body, counting the bytes as they stream in: a missing or lying Content-Length changes nothing. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw new TooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false };
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
