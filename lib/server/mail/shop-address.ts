import 'server-only';
import { serverEnv } from '@/lib/server/env';

/**
 * Where the organisation hears of what needs a person (a paid order, a booking gone wrong, a visitor's message):
 * ORDER_NOTIFY_EMAIL, or the organisation's address in content/site.ts.
 */
export function shopAddress(): string {
  return serverEnv('ORDER_NOTIFY_EMAIL');
}
