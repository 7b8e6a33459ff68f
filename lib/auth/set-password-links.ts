import 'server-only';
import { and, desc, eq, gt, like } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { staffUsers, staffVerifications } from '@/lib/server/db/staff-schema';
import { isStorableText } from '@/lib/server/db/storable';
import { linkUrl } from './staff-accounts';

// The one-time links that set a staff password, as better-auth keeps them: a row per link whose identifier holds the
// token and whose value is the account's id, until it is used, replaced by a reset, or expires.

const LINK_PREFIX = 'reset-password:';

/** The account a link belongs to while the link still works, else null. */
export async function linkOwner(db: AppDatabase, token: string) {
  // The set-password page asks with whatever its address holds: text no column can hold is no link either.
  if (!isStorableText(token)) return null;
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffVerifications)
    .innerJoin(staffUsers, eq(staffUsers.id, staffVerifications.value))
    .where(
      and(eq(staffVerifications.identifier, `${LINK_PREFIX}${token}`), gt(staffVerifications.expiresAt, new Date())),
    )
    .limit(1);
  return row ?? null;
}

export interface WaitingLink {
  /** The full address to send the person. */
  link: string;
  expiresAt: Date;
}

/** Each account's newest link that still works, by the account's e-mail, for the owner to send again. */
export async function waitingLinks(db: AppDatabase): Promise<Map<string, WaitingLink>> {
  const rows = await db
    .select({
      email: staffUsers.email,
      identifier: staffVerifications.identifier,
      expiresAt: staffVerifications.expiresAt,
    })
    .from(staffVerifications)
    .innerJoin(staffUsers, eq(staffUsers.id, staffVerifications.value))
    .where(and(like(staffVerifications.identifier, `${LINK_PREFIX}%`), gt(staffVerifications.expiresAt, new Date())))
    .orderBy(desc(staffVerifications.createdAt));
  const links = new Map<string, WaitingLink>();
  for (const { email, identifier, expiresAt } of rows)
    if (!links.has(email)) links.set(email, { link: linkUrl(identifier.slice(LINK_PREFIX.length)), expiresAt });
  return links;
}
