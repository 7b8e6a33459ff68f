import { serverEnv } from '@/lib/server/env';

// When the shop checks its pending orders with Paystack by itself.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Orders older than this are left to `npm run reconcile`: Paystack has long since decided. */
export const RECONCILE_WINDOW_MS = 48 * HOUR;
/** An order Paystack still calls abandoned this long after it was placed is abandoned for good. */
export const ABANDON_AFTER_MS = 24 * HOUR;
/** The longest pause between two checks of one order. */
const LONGEST_PAUSE_MS = 6 * HOUR;

/**
 * The first check, this long after the order was placed: by then a webhook that was coming has come
 * (RECONCILE_FIRST_TRY_MS, default 10 minutes).
 */
export const firstTryMs = () => serverEnv('RECONCILE_FIRST_TRY_MS');

/** How often each server looks for orders due a check (RECONCILE_EVERY_MS, default one minute). */
export const reconcileEveryMs = () => serverEnv('RECONCILE_EVERY_MS');

/** The pause after the `attempts`-th check: the first pause again, doubled each time, at most six hours. */
export function pauseAfter(attempts: number): number {
  return Math.min(firstTryMs() * 2 ** Math.max(0, attempts - 1), LONGEST_PAUSE_MS);
}
