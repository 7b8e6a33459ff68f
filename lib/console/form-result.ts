import 'server-only';
import { randomUUID } from 'node:crypto';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { STAFF_ROOT } from '@/lib/auth/staff-routes';
import { firstParam, type PageSearchParams } from './page-params';

// What a catalogue form's post leaves for the page the browser is sent back to: the confirmation of what changed,
// or why nothing was saved together with what the staff member had typed, so the form shows their words again.
// It travels in a short-lived cookie for the console's pages only, shown where the address carries its one-time key
// (a reload shows it again; the next visit to the page does not). Every value in it is checked again when the form
// is sent, and pages print it as text, so a cookie made by hand can only change what its own browser shows.

export interface FormResult {
  notice?: string;
  /** Why nothing was saved, one sentence a mistake. */
  problems?: string[];
  /** The form's fields as they were sent. */
  fields?: Record<string, string>;
}

const shape = z.object({
  key: z.string(),
  notice: z.string().optional(),
  problems: z.array(z.string()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

const NAME = 'mhv-staff-form';
const cookieName = (secure: boolean) => (secure ? `__Secure-${NAME}` : NAME);
/** Long enough to read the page it leads to on a slow phone, short enough that nothing lingers. */
const KEEP_SECONDS = 600;
/** Browsers keep cookies of up to 4 KB; a result that would not fit keeps the message and drops the kept fields. */
const MAX_COOKIE_CHARS = 3800;
export const RESULT_PARAM = 'result';

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

async function encode(value: object): Promise<string> {
  const packed = await through(new TextEncoder().encode(JSON.stringify(value)), new CompressionStream('deflate'));
  return Buffer.from(packed).toString('base64url');
}

/** The Set-Cookie line carrying `result`, and the address of `path` that shows it. */
export async function formResultCookie(result: FormResult, path: string, secure: boolean) {
  const key = randomUUID();
  let value = await encode({ key, ...result });
  if (value.length > MAX_COOKIE_CHARS) value = await encode({ key, ...result, fields: undefined });
  const attributes = `Path=${STAFF_ROOT}; Max-Age=${KEEP_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const url = new URL(path, 'http://console.invalid');
  url.searchParams.set(RESULT_PARAM, key);
  return { redirect: url.pathname + url.search, setCookies: [`${cookieName(secure)}=${value}; ${attributes}`] };
}

/** The result the address points at, if this browser still holds it. */
export async function readFormResult(params: PageSearchParams): Promise<FormResult | null> {
  const key = firstParam(params, RESULT_PARAM);
  if (!key) return null;
  const jar = await cookies();
  return decodeFormResult(jar.get(cookieName(true))?.value ?? jar.get(NAME)?.value, key);
}

/** The result a cookie's value holds, if it is the one `key` names. */
export async function decodeFormResult(value: string | undefined, key: string): Promise<FormResult | null> {
  if (!value) return null;
  try {
    const bytes = await through(Buffer.from(value, 'base64url'), new DecompressionStream('deflate'));
    const parsed = shape.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success && parsed.data.key === key ? parsed.data : null;
  } catch {
    return null;
  }
}
