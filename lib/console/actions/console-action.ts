import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { readBody, TooLarge } from '@/lib/server/http/guard/body-limit';
import { clientAddress, isSameOrigin, isSecureRequest } from '@/lib/auth/request-context';
import { staffSession, type StaffSession } from '@/lib/auth/staff-session';
import type { AppDatabase } from '@/lib/server/db/client';
import { getDatabase } from '@/lib/server/db/connection';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { isStorableText } from '@/lib/server/db/storable';
import type { Actor } from '@/lib/server/audit/activity-log';
import { MAX_FORM_BYTES } from '../console-limits';
import { consoleRefusals } from '../console-messages';
import { consoleRefusal } from '../console-refusal';

// The one wrapper around every form the console posts (saas-starter's "validated action", as a route handler): the
// request must be a same-origin form post of a sane size whose fields pass the action's schema, from a signed-in
// account with the right role; then the action runs and the browser is sent on to a page (303, so a reload never
// posts twice). Every refusal has its own status and one sentence.

/** Who may post: anyone (the sign-in forms), any signed-in staff member, or the owner only. */
type Access = 'public' | 'staff' | 'owner';

export interface ActionContext {
  headers: Headers;
  secure: boolean;
  session: StaffSession | null;
  actor: Actor;
  db: AppDatabase;
}

/** Where the browser goes next, and the cookies better-auth set on the way (sign-in, sign-out, new session). */
type ActionOutcome = { redirect: string; setCookies?: string[] };

interface ActionOptions<Schema extends z.ZodType> {
  access: Access;
  schema: Schema;
  /** Allowed to an account that must still turn on its second factor (setting it up, signing out). */
  beforeTwoFactor?: boolean;
  handle(input: z.output<Schema>, context: ActionContext): Promise<ActionOutcome>;
}

type Refusal = { refused: true; status: number; message: string };
const refuse = (status: number, message: string): Refusal => ({ refused: true, status, message });

async function readForm(request: Request): Promise<{ refused: false; fields: Record<string, string> } | Refusal> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return refuse(415, consoleRefusals.contentType);
  let raw: Uint8Array;
  try {
    raw = await readBody(request, MAX_FORM_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) return refuse(413, consoleRefusals.tooLarge);
    return refuse(400, consoleRefusals.contentType);
  }
  // A Map, so that a field named like an object's own property ('constructor', '__proto__') is only a field.
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(new TextDecoder().decode(raw))) {
    if (fields.has(key)) return refuse(400, `The field ${key.slice(0, 40)} was sent twice.`);
    if (!isStorableText(key) || !isStorableText(value)) return refuse(400, consoleRefusals.badCharacter);
    fields.set(key, value);
  }
  return { refused: false, fields: Object.fromEntries(fields) };
}

async function check<Schema extends z.ZodType>(
  request: Request,
  options: ActionOptions<Schema>,
): Promise<{ refused: false; input: z.output<Schema>; context: ActionContext } | Refusal> {
  const headers = request.headers;
  const secure = isSecureRequest(headers, request.url);
  if (!isSameOrigin(headers, secure)) return refuse(403, consoleRefusals.crossOrigin);
  const form = await readForm(request);
  if (form.refused) return form;
  const session = options.access === 'public' ? null : await staffSession(headers, secure);
  if (options.access !== 'public') {
    if (!session) return refuse(401, consoleRefusals.signedOut);
    if (options.access === 'owner' && session.member.role !== 'owner') return refuse(403, consoleRefusals.ownerOnly);
    if (session.needsTwoFactor && !options.beforeTwoFactor) return refuse(403, consoleRefusals.twoFactorFirst);
  }
  const parsed = options.schema.safeParse(form.fields);
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? consoleRefusals.contentType);
  const { db } = await getDatabase();
  const address = clientAddress(headers);
  const actor: Actor = session
    ? { id: session.member.id, email: session.member.email, address }
    : { id: null, email: null, address };
  return { refused: false, input: parsed.data, context: { headers, secure, session, actor, db } };
}

function redirect({ redirect: location, setCookies = [] }: ActionOutcome): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'private, no-store' });
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** Every method a console form's route exports: POST runs the action, the rest are 405. */
export function consoleAction<Schema extends z.ZodType>(options: ActionOptions<Schema>) {
  const POST = async (request: Request): Promise<Response> => {
    try {
      const checked = await check(request, options);
      if (checked.refused) return consoleRefusal(request, checked.status, checked.message);
      return redirect(await options.handle(checked.input, checked.context));
    } catch (error) {
      const requestId = randomUUID();
      if (isDatabaseUnavailable(error)) {
        console.error(`[console] ${requestId}: the database is unavailable.`, (error as Error).message);
        return consoleRefusal(request, 503, consoleRefusals.unavailable, { 'Retry-After': '30' });
      }
      console.error(`[console] ${requestId}:`, error instanceof Error ? error.message : error);
      return consoleRefusal(request, 500, consoleRefusals.internal);
    }
  };
  const notAllowed = (request: Request) => consoleRefusal(request, 405, consoleRefusals.method, { Allow: 'POST' });
  return { POST, GET: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed, OPTIONS: notAllowed };
}
