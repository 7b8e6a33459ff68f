import Link from 'next/link';
import { STAFF_BOOKINGS_PATH } from '@/lib/bookings/booking-path';
import { CONSULTATION_SETTINGS_PATH, HOURS_SETTINGS_PATH } from '@/lib/console/bookings-settings/settings-paths';

const tabs = [
  { href: STAFF_BOOKINGS_PATH, words: 'Agenda' },
  { href: CONSULTATION_SETTINGS_PATH, words: 'Consultations' },
  { href: HOURS_SETTINGS_PATH, words: 'Hours' },
] as const;

/** The bookings' pages: the agenda, and the owner's consultations and hours. */
export function SettingsTabs({ current }: { current: typeof CONSULTATION_SETTINGS_PATH | typeof HOURS_SETTINGS_PATH }) {
  return (
    <nav aria-label="Bookings" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map(({ href, words }) => (
          <li key={href}>
            <Link
              href={href}
              prefetch={false}
              aria-current={href === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 bg-white px-4 text-base font-medium text-stone-900 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {words}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
