import type { Metadata } from 'next';
import { BookingRulesForm } from '@/components/console/bookings-settings/booking-rules-form';
import { OutsideHoursList } from '@/components/console/bookings-settings/outside-hours-list';
import { PersonHoursForm } from '@/components/console/bookings-settings/person-hours-form';
import { SettingsTabs } from '@/components/console/bookings-settings/settings-tabs';
import { ConsoleSection } from '@/components/console/console-section';
import { ConsoleShell } from '@/components/console/console-shell';
import { FormResultBanner } from '@/components/console/form-result-banner';
import { personHoursFields } from '@/lib/console/bookings-settings/hours-form';
import { hoursPageData } from '@/lib/console/bookings-settings/settings-page-data';
import { HOURS_SETTINGS_PATH } from '@/lib/console/bookings-settings/settings-paths';
import { readFormResult } from '@/lib/console/form-result';
import type { PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';

export const metadata: Metadata = { title: 'Booking hours' };

const NO_HOURS = { weeklyHours: [], daysOff: [] };

// When each person of the team can be booked, and the shop's notice and horizon: the owner's alone (staff get 403
// here, and the server refuses their posts too). Under each person, the times to come already held or booked
// outside their hours, which a change of hours never cancels.
export default async function HoursSettingsPage(props: { searchParams: Promise<PageSearchParams> }) {
  const { member } = await requireStaff({ path: HOURS_SETTINGS_PATH, owner: true });
  const params = await props.searchParams;
  const [{ people, rules }, result] = await Promise.all([hoursPageData(), readFormResult(params)]);
  const typed = result?.fields ?? null;
  return (
    <ConsoleShell member={member} current="bookings" title="Booking hours">
      <SettingsTabs current={HOURS_SETTINGS_PATH} />
      <FormResultBanner result={result} />
      <ConsoleSection id="notice-and-horizon" title="Notice and horizon">
        <BookingRulesForm
          values={
            typed && 'minNoticeMinutes' in typed
              ? typed
              : { minNoticeMinutes: String(rules.minNoticeMinutes), horizonDays: String(rules.horizonDays) }
          }
        />
      </ConsoleSection>
      {people.map((person) => (
        <ConsoleSection key={person.id} id={`person-${person.id}`} title={person.name}>
          {!person.hours && <p className="mt-2 text-stone-700">No hours yet: nobody can book {person.name}.</p>}
          <PersonHoursForm
            personId={person.id}
            name={person.name}
            shown={person.hours?.updatedAt ?? null}
            values={typed?.personId === String(person.id) ? typed : personHoursFields(person.hours ?? NO_HOURS)}
          />
          <OutsideHoursList name={person.name} outside={person.outside} />
        </ConsoleSection>
      ))}
    </ConsoleShell>
  );
}
