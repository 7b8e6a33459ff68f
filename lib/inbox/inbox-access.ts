import type { InboxKind, StaffRole } from '@/lib/server/db/stored-values';

// Who reads what in the staff inbox, written once for the pages, the actions and the navigation's count. A care
// follow-up is health data: only the care centre's accounts and the owner read it. Free of server code.

const readers: Record<InboxKind, readonly StaffRole[]> = {
  care: ['owner', 'care'],
  message: ['owner', 'staff', 'care'],
  application: ['owner', 'staff'],
};

/** Whether an account of this role may see items of this kind (listed, opened, noted, marked done). */
export function mayRead(role: StaffRole, kind: InboxKind): boolean {
  return readers[kind].includes(role);
}

/** The kinds this role sees, in the inbox's order. */
export function kindsFor(role: StaffRole): InboxKind[] {
  return (Object.keys(readers) as InboxKind[]).filter((kind) => mayRead(role, kind));
}

/** How the inbox names each kind. */
export const inboxKindWords: Record<InboxKind, string> = {
  care: 'Care follow-up',
  message: 'Message',
  application: 'Directory application',
};
