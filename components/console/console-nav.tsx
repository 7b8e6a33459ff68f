import Link from 'next/link';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { STAFF_BOOKINGS_PATH } from '@/lib/bookings/booking-path';
import { STAFF_INBOX_PATH } from '@/lib/inbox/inbox-path';
import { STAFF_SECURITY_PATH } from '@/lib/server/csp/csp-report-paths';
import { shopRoles, staffRoles, type StaffRole } from '@/lib/server/db/stored-values';

export type ConsolePage =
  'orders' | 'inbox' | 'bookings' | 'catalogue' | 'team' | 'activity' | 'paystack' | 'security' | 'account';

const OWNER: readonly StaffRole[] = ['owner'];

const pages: { page: ConsolePage; href: string; words: string; roles: readonly StaffRole[] }[] = [
  { page: 'orders', href: staffRoutes.orders, words: 'Orders', roles: shopRoles },
  { page: 'inbox', href: STAFF_INBOX_PATH, words: 'Inbox', roles: staffRoles },
  { page: 'bookings', href: STAFF_BOOKINGS_PATH, words: 'Bookings', roles: shopRoles },
  { page: 'catalogue', href: staffRoutes.catalogue, words: 'Catalogue', roles: shopRoles },
  { page: 'team', href: staffRoutes.team, words: 'Team', roles: OWNER },
  { page: 'activity', href: staffRoutes.activity, words: 'Activity', roles: OWNER },
  { page: 'paystack', href: staffRoutes.paystack, words: 'Paystack', roles: OWNER },
  { page: 'security', href: STAFF_SECURITY_PATH, words: 'Security', roles: OWNER },
  { page: 'account', href: staffRoutes.account, words: 'Account', roles: staffRoles },
];

interface ConsoleNavProps {
  current?: ConsolePage;
  role: StaffRole;
  /** How many inbox items this role may read are new, shown beside 'Inbox'. */
  inboxNew: number;
  /** Only the account page, for an account that must turn on its second factor before anything else. */
  accountOnly?: boolean;
}

/** The console's pages this account's role may open, with the count of new items beside 'Inbox'. */
export function ConsoleNav({ current, role, inboxNew, accountOnly = false }: ConsoleNavProps) {
  const shown = pages.filter((entry) => (accountOnly ? entry.page === 'account' : entry.roles.includes(role)));
  return (
    <nav aria-label="Console" className="border-t border-brand-800">
      <ul className="mx-auto flex max-w-5xl flex-wrap gap-x-1 px-2">
        {shown.map(({ page, href, words }) => (
          <li key={page}>
            <Link
              href={href}
              prefetch={false}
              aria-current={page === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center border-b-4 border-transparent px-3 text-base font-medium text-white hover:bg-brand-800 aria-[current=page]:border-gold-400"
            >
              {words}
              {page === 'inbox' && inboxNew > 0 ? (
                <span className="ml-2 rounded-full bg-gold-400 px-2 text-sm leading-6 font-bold text-brand-950">
                  {inboxNew}
                  <span className="sr-only"> new</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
