import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { clientAddress, isSameOrigin, isSecureRequest } from '@/lib/auth/request-context';
import { staffSession, type StaffSession } from '@/lib/auth/staff-session';
import type { AppDatabase } from '@/lib/server/db/client';
import { getDatabase } from '@/lib/server/db/connection';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import type { Actor } from '@/lib/server/audit/activity-log';
import { shopRoles } from '@/lib/server/db/stored-values';
import { consoleRefusals } from '../console-messages';
import { consoleRefusal } from '../console-refusal';
import { readForm, type FormRefusal } from './read-form';

// The one wrapper around every form the console posts (saas-starter's "validated action", as a route handler): the
// request must be a same-origin form post of a sane size whose fields pass the action's schema, from a signed-in
// account with the right role; then the action runs and the browser is sent on to a page (303, so a reload never
// posts twice). Every refusal has its own status and one sentence. A form may carry one photo (read-form.ts), and an
// action may judge who may post by what the form carries (a staff form that sends a price is the owner's).

/**
 * Who may post: anyone (the sign-in forms), any signed-in account (its own password and second factor; the inbox, whose
 * actions judge each item's kind themselves), those who run the shop (owner and staff), or the owner only.
 */
type Access = 'public' | 'any' | 'staff' | 'owner';
/** Who may post this form as filled in: a staff form that changes an owner's field (a price) is the owner's. */
type AccessOf<Input> = Access | ((input: Input) => 'staff' | 'owner');

export interface ActionContext {
  headers: Headers;
  secure: boolean;
  session: StaffSession | null;
  actor: Actor;
  db: AppDatabase;
  /** The photo the form carried (only for an action that takes one), or null when none was chosen. */
  photo: Uint8Array | null;
}

/**
 * Where the browser goes next, and the cookies set on the way (better-auth's session, a form's kept input); or a
 * refusal the action found itself (a photo that cannot be stored), answered like the wrapper's own.
 */
type ActionOutcome =
  { redirect: string; setCookies?: string[] } | { status: 400 | 403 | 404 | 413 | 415 | 501; message: string };

interface ActionOptions<Schema extends z.ZodType> {
  access: AccessOf<z.output<Schema>>;
  schema: Schema;
  /** The form may carry one photo (multipart/form-data, in its field 'photo'). */
  photo?: boolean;
  /** Allowed to an account that must still turn on its second factor (setting it up, signing out). */
  beforeTwoFactor?: boolean;
  handle(input: z.output<Schema>, context: ActionContext): Promise<ActionOutcome>;
}

const refuse = (status: number, message: string): FormRefusal => ({ refused: true, status, message });

async function check<Schema extends z.ZodType>(
  request: Request,
  options: ActionOptions<Schema>,
): Promise<{ refused: false; input: z.output<Schema>; context: ActionContext } | FormRefusal> {
  const headers = request.headers;
  const secure = isSecureRequest(headers, request.url);
  if (!isSameOrigin(headers, secure)) return refuse(403, consoleRefusals.crossOrigin);
  const form = await readForm(request, options.photo ?? false);
  if (form.refused) return form;
  const session = options.access === 'public' ? null : await staffSession(headers, secure);
  if (options.access !== 'public') {
    if (!session) return refuse(401, consoleRefusals.signedOut);
    if (options.access === 'owner' && session.member.role !== 'owner') return refuse(403, consoleRefusals.ownerOnly);
    // The shop's forms, and those an input may make the owner's, are refused to a role that does not run the shop.
    if (options.access !== 'any' && !shopRoles.includes(session.member.role))
      return refuse(403, consoleRefusals.shopOnly);
    if (session.needsTwoFactor && !options.beforeTwoFactor) return refuse(403, consoleRefusals.twoFactorFirst);
  }
  const parsed = options.schema.safeParse(form.fields);
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? consoleRefusals.contentType);
  // Decided on what was sent, never on what the page offered: a forged or replayed field is judged like a typed one.
  if (typeof options.access === 'function' && options.access(parsed.data) === 'owner')
    if (session?.member.role !== 'owner') return refuse(403, consoleRefusals.ownerOnly);
  const { db } = await getDatabase();
  const address = clientAddress(headers);
  const actor: Actor = session
    ? { id: session.member.id, email: session.member.email, address }
    : { id: null, email: null, address };
  const context = { headers, secure, session, actor, db, photo: form.photo };
  return { refused: false, input: parsed.data, context };
}

function redirect({ redirect: location, setCookies = [] }: { redirect: string; setCookies?: string[] }): Response {
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
      const outcome = await options.handle(checked.input, checked.context);
      return 'status' in outcome ? consoleRefusal(request, outcome.status, outcome.message) : redirect(outcome);
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
