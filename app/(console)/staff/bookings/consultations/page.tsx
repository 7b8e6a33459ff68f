import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsultationForm } from '@/components/console/bookings-settings/consultation-form';
import { SettingsTabs } from '@/components/console/bookings-settings/settings-tabs';
import { textLinkClass } from '@/components/console/console-classes';
import { ConsoleSection } from '@/components/console/console-section';
import { ConsoleShell } from '@/components/console/console-shell';
import { FormResultBanner } from '@/components/console/form-result-banner';
import { consultationPath } from '@/lib/bookings/booking-path';
import { formatMinorUnits } from '@/content/schema/money';
import { consultationFields } from '@/lib/console/bookings-settings/consultation-form';
import { consultationsPageData } from '@/lib/console/bookings-settings/settings-page-data';
import { CONSULTATION_SETTINGS_PATH } from '@/lib/console/bookings-settings/settings-paths';
import { formatTime } from '@/lib/console/console-format';
import { readFormResult } from '@/lib/console/form-result';
import type { PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';

export const metadata: Metadata = { title: 'Consultations' };

// What can be booked, the owner's alone (staff get 403 here, and the server refuses their posts too): each
// consultation with its form, in the order /book lists them, then the form that adds one. A refused save comes back
// with what was typed, in the form it was typed in.
export default async function ConsultationSettingsPage(props: { searchParams: Promise<PageSearchParams> }) {
  const { member } = await requireStaff({ path: CONSULTATION_SETTINGS_PATH, owner: true });
  const params = await props.searchParams;
  const [{ consultations, team }, result] = await Promise.all([consultationsPageData(), readFormResult(params)]);
  const typedFor = (id: number | undefined) =>
    result?.fields && result.fields.id === (id === undefined ? undefined : String(id)) ? result.fields : null;
  return (
    <ConsoleShell member={member} current="bookings" title="Consultations">
      <SettingsTabs current={CONSULTATION_SETTINGS_PATH} />
      <FormResultBanner result={result} />
      {consultations.map(({ consultation, personIds }) => (
        <ConsoleSection key={consultation.id} id={`consultation-${consultation.id}`} title={consultation.name}>
          <p className="mt-2 break-words text-stone-700">
            {formatMinorUnits(consultation.price)}, {formatMinorUnits(consultation.deposit)} paid online ·{' '}
            {consultation.archived ? (
              'archived: not offered on the site'
            ) : (
              <Link href={consultationPath(consultation.slug)} prefetch={false} className={textLinkClass}>
                its page
              </Link>
            )}{' '}
            · last saved by {consultation.updatedBy} at {formatTime(consultation.updatedAt)}
          </p>
          <ConsultationForm
            saved={{ id: consultation.id, version: consultation.version, name: consultation.name }}
            values={typedFor(consultation.id) ?? consultationFields(consultation, personIds)}
            team={team}
          />
        </ConsoleSection>
      ))}
      <ConsoleSection id="add-consultation" title="Add a consultation">
        <ConsultationForm values={typedFor(undefined) ?? { place: 'centre', deposit: '0.00' }} team={team} />
      </ConsoleSection>
    </ConsoleShell>
  );
}
