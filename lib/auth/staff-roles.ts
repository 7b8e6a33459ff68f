import type { StaffRole } from '@/lib/server/db/stored-values';

// How the console and the command line name each kind of staff account (the kinds are listed with the other stored
// words in lib/server/db/stored-values.ts). Free of server code, so the console's pages and the command line share it.

export const roleWords: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };
