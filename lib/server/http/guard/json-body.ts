import 'server-only';
import { isStorableText } from '@/lib/server/db/storable';
import { readBody, TooLarge } from './body-limit';
import { refuseContentType } from './content-type';
import type { GuardCore } from './core';
import { GUARD_MESSAGES } from './messages';
import { failure } from './respond';
import type { Caller } from './types';

/** Strict UTF-8 JSON: invalid bytes are a malformed body, not replacement characters. */
export function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false };
  }
}

/**
 * True when a text or a key anywhere in a parsed JSON value is one no text column keeps (lib/server/db/storable.ts).
 */
function unstorableTextInside(value: unknown): boolean {
  // A loop, not recursion: JSON.parse accepts nesting deeper than the call stack.
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string' && !isStorableText(item)) return true;
    if (typeof item !== 'object' || item === null) continue;
    for (const [key, inner] of Object.entries(item)) {
      if (!isStorableText(key)) return true;
      pending.push(inner);
    }
  }
  return false;
}

export type JsonBody = { bytes: Uint8Array; value: unknown };

/** The JSON body of a POST, or the answer refusing it (415, 413, 400). */
export async function readJsonBody(core: GuardCore, request: Request, caller: Caller): Promise<JsonBody | Response> {
  const { requestId, clientId } = caller;
  const refused = refuseContentType(request, caller, core.log);
  if (refused) return refused;
  const limit = core.settings().maxBodyBytes;
  let bytes: Uint8Array;
  try {
    bytes = await readBody(request, limit);
  } catch (error) {
    if (error instanceof TooLarge) {
      core.log('info', { requestId, client: clientId, status: 413, limit });
      return failure(413, `${GUARD_MESSAGES.tooLarge} The limit is ${Math.round(limit / 1024)} kB.`, requestId);
    }
    // The client went away mid-upload, or sent a broken chunked body: its fault, not ours.
    core.log('info', { requestId, client: clientId, status: 400, reason: 'body could not be read' }, error);
    return failure(400, GUARD_MESSAGES.unreadable, requestId);
  }
  const parsed = parseJson(bytes);
  if (!parsed.ok) {
    core.log('info', { requestId, client: clientId, status: 400, reason: 'malformed JSON', bytes: bytes.byteLength });
    return failure(400, GUARD_MESSAGES.badJson, requestId);
  }
  if (unstorableTextInside(parsed.value)) {
    core.log('info', { requestId, client: clientId, status: 400, reason: 'text no column keeps' });
    return failure(400, GUARD_MESSAGES.badText, requestId);
  }
  return { bytes, value: parsed.value };
}
