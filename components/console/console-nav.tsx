import Link from 'next/link';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { STAFF_BOOKINGS_PATH } from '@/lib/bookings/booking-path';

export type ConsolePage = 'orders' | 'bookings' | 'catalogue' | 'team' | 'activity' | 'paystack' | 'account';

const pages: { page: ConsolePage; href: string; words: string; owner?: boolean }[] = [
  { page: 'orders', href: staffRoutes.orders, words: 'Orders' },
  { page: 'bookings', href: STAFF_BOOKINGS_PATH, words: 'Bookings' },
  { page: 'catalogue', href: staffRoutes.catalogue, words: 'Catalogue' },
  { page: 'team', href: staffRoutes.team, words: 'Team', owner: true },
  { page: 'activity', href: staffRoutes.activity, words: 'Activity', owner: true },
  { page: 'paystack', href: staffRoutes.paystack, words: 'Paystack', owner: true },
  { page: 'account', href: staffRoutes.account, words: 'Account' },
];

interface ConsoleNavProps {
  current?: ConsolePage;
  owner: boolean;
  /** Only the account page, for an account that must turn on its second factor before anything else. */
  accountOnly?: boolean;
}

/** The console's pages a signed-in person may open; the owner's pages only for the owner. */
export function ConsoleNav({ current, owner, accountOnly = false }: ConsoleNavProps) {
  const shown = pages.filter((entry) => (accountOnly ? entry.page === 'account' : owner || !entry.owner));
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
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
