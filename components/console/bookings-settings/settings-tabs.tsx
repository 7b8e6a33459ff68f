import { ConsoleTabs } from '@/components/console/console-tabs';
import { STAFF_BOOKINGS_PATH } from '@/lib/bookings/booking-path';
import { CONSULTATION_SETTINGS_PATH, HOURS_SETTINGS_PATH } from '@/lib/console/bookings-settings/settings-paths';

const tabs = [
  { href: STAFF_BOOKINGS_PATH, words: 'Agenda' },
  { href: CONSULTATION_SETTINGS_PATH, words: 'Consultations' },
  { href: HOURS_SETTINGS_PATH, words: 'Hours' },
] as const;

/** The bookings' pages: the agenda, and the owner's consultations and hours. */
export function SettingsTabs({ current }: { current: typeof CONSULTATION_SETTINGS_PATH | typeof HOURS_SETTINGS_PATH }) {
  return <ConsoleTabs label="Bookings" tabs={tabs} current={current} />;
}
