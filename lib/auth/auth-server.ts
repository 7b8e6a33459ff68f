import 'server-only';
import { randomBytes } from 'node:crypto';
import type { AppDatabase, DatabaseHandle } from '@/lib/server/db/client';
import { serverEnv } from '@/lib/server/env';
import { getDatabase } from '@/lib/server/db/connection';
import { settingKeys, settingOrCreate } from './app-settings';
import type { makeAuth } from './auth-instance';

// The staff console's sign-in, on better-auth: passwords hashed with scrypt (memory-hard), sessions kept in the
// database (every instance reads the same rows; no cookie cache, so removing an account or a session counts at
// once), one-time links to set a password, and authenticator-app codes with recovery codes. Only this folder knows
// better-auth; its HTTP handler is not mounted: the console's own routes call it on the server.

/** The secret cookies are signed and second-factor secrets encrypted with: AUTH_SECRET, or one made and kept. */
async function authSecret(db: AppDatabase): Promise<string> {
  const given = serverEnv('AUTH_SECRET');
  if (given) return given;
  return settingOrCreate(db, settingKeys.authSecret, () => randomBytes(32).toString('base64url'));
}

export type StaffAuth = ReturnType<typeof makeAuth>;

// One instance per process and cookie kind (Secure over HTTPS, plain over HTTP), rebuilt if the database handle
// changes (tests reopen it). Kept on globalThis because Next may load this module once per route bundle.
const KEY = Symbol.for('mhv.auth.instances');
type Built = { handle: DatabaseHandle; auth: Promise<StaffAuth> };
const holder = globalThis as { [KEY]?: Map<boolean, Built> };

export async function staffAuth(secure: boolean): Promise<StaffAuth> {
  const handle = await getDatabase();
  const built = (holder[KEY] ??= new Map());
  const cached = built.get(secure);
  if (cached && cached.handle === handle) return cached.auth;
  const auth = Promise.all([authSecret(handle.db), import('./auth-instance')]).then(([secret, { makeAuth }]) =>
    makeAuth(handle.db, secret, secure),
  );
  auth.catch(() => built.delete(secure));
  built.set(secure, { handle, auth });
  return auth;
}
