import type { Metadata } from 'next';
import { ConsoleShell } from '@/components/console/console-shell';
import { ConsoleSection } from '@/components/console/console-section';
import { textLinkClass } from '@/components/console/console-classes';
import { AgendaEntry } from '@/components/console/bookings/agenda-entry';
import { FormResultBanner } from '@/components/console/form-result-banner';
import { STAFF_BOOKINGS_PATH } from '@/lib/bookings/booking-path';
import { dayInGhana } from '@/lib/bookings/booking-words';
import { bookingDay } from '@/lib/bookings/open-times';
import { agendaDays } from '@/lib/console/bookings/agenda';
import { readFormResult } from '@/lib/console/form-result';
import type { PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';
import { CONSULTATION_SETTINGS_PATH, HOURS_SETTINGS_PATH } from '@/lib/console/bookings-settings/settings-paths';

export const metadata: Metadata = { title: 'Bookings' };

/** The owner's pages beside the agenda: what can be booked, and when each person sees buyers. */
const SETTINGS_LINKS = [
  { href: CONSULTATION_SETTINGS_PATH, words: 'Consultations, prices and deposits' },
  { href: HOURS_SETTINGS_PATH, words: 'Hours and days off' },
];

// The agenda: today's and the coming days' bookings, a day at a time in Ghana's time, each day by person.
export default async function BookingsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { member } = await requireStaff({ path: STAFF_BOOKINGS_PATH });
  const result = await readFormResult(await searchParams);
  const now = new Date();
  const days = await agendaDays(now);
  const today = bookingDay(now);
  return (
    <ConsoleShell member={member} current="bookings" title="Bookings">
      <FormResultBanner result={result} />
      {member.role === 'owner' && (
        <nav aria-label="Booking settings" className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
          {SETTINGS_LINKS.map((link) => (
            <a key={link.href} href={link.href} className={`${textLinkClass} inline-flex min-h-11 items-center`}>
              {link.words}
            </a>
          ))}
        </nav>
      )}
      {days.length === 0 && (
        <p className="mt-6 rounded-xl border border-dashed border-stone-400 bg-white p-6 text-center text-stone-700">
          No bookings today or in the coming days. Paid bookings show here as soon as buyers make them.
        </p>
      )}
      {days.map(({ day, people }) => (
        <ConsoleSection
          key={day}
          id={`day-${day}`}
          title={`${day === today ? 'Today, ' : ''}${dayInGhana(new Date(`${day}T12:00:00Z`))}`}
        >
          {people.map(({ name, entries }) => (
            <div key={name} className="mt-4">
              <h3 className="text-lg font-semibold text-stone-900">
                {name} · {entries.length} {entries.length === 1 ? 'booking' : 'bookings'}
              </h3>
              <ol className="mt-2 space-y-2">
                {entries.map((entry) => (
                  <li key={entry.reference}>
                    <AgendaEntry entry={entry} />
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </ConsoleSection>
      ))}
    </ConsoleShell>
  );
}
