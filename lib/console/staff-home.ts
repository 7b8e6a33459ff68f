import type { StaffRole } from '@/lib/server/db/stored-values';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { STAFF_INBOX_PATH } from '@/lib/inbox/inbox-path';

// Where an account lands after signing in, and the console's way home: the orders for those who run the shop, the
// inbox for the care centre, which reads nothing of the shop. Free of server code.

export function homeOf(role: StaffRole): string {
  return role === 'care' ? STAFF_INBOX_PATH : staffRoutes.orders;
}
