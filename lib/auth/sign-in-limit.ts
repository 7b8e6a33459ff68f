import 'server-only';
import { limitKey } from '@/lib/server/http/guard/client-address';
import { defaultStore } from '@/lib/server/http/store/default-store';

// Guessing is slowed: at most 5 failed sign-ins per account and 20 per client address (an IPv6 client's /64) in 15
// minutes, counted in the guard's store (Redis when REDIS_URL is set, so every instance counts together). Past either
// limit no password is checked at all, so even the right one is refused until the window has passed.

const SIGN_IN_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

const accountKey = (email: string) => `signin:account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `signin:address:${limitKey(address)}`;

/** True when this account or this address has used up its failed attempts. */
export async function signInBlocked(email: string | null, address: string): Promise<boolean> {
  const store = await defaultStore();
  const [byAccount, byAddress] = await Promise.all([
    email ? store.count(accountKey(email), SIGN_IN_WINDOW_MS) : Promise.resolve(0),
    store.count(addressKey(address), SIGN_IN_WINDOW_MS),
  ]);
  return byAccount >= MAX_FAILURES_PER_ACCOUNT || byAddress >= MAX_FAILURES_PER_ADDRESS;
}

/** Counts one failed attempt against the account (when known) and the address. */
export async function noteFailedSignIn(email: string | null, address: string): Promise<void> {
  const store = await defaultStore();
  await Promise.all([
    email ? store.note(accountKey(email), SIGN_IN_WINDOW_MS) : Promise.resolve(0),
    store.note(addressKey(address), SIGN_IN_WINDOW_MS),
  ]);
}
