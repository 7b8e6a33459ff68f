// The two kinds of staff account. The owner does everything; staff run orders and fulfilment. Free of server code,
// so the console's pages and the command line share it.

export const staffRoles = ['owner', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const roleWords: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };
