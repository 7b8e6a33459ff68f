import { hoursLabels } from '@/lib/console/bookings-settings/hours-form';
import { ActionForm } from '../action-form';
import { SubmitButton } from '../submit-button';
import { TextField } from '../text-field';

/** The shop's minimum notice and horizon, for every consultation at once. */
export function BookingRulesForm({ values }: { values: Record<string, string> }) {
  return (
    <ActionForm action="booking-rules-save" label="Notice and horizon" className="mt-4 space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id="rules-notice"
          name="minNoticeMinutes"
          label={hoursLabels.minNoticeMinutes}
          inputMode="numeric"
          required
          maxLength={20}
          defaultValue={values.minNoticeMinutes}
          hint="No time closer than this can be booked, moved or cancelled online: 120 is two hours."
        />
        <TextField
          id="rules-horizon"
          name="horizonDays"
          label={hoursLabels.horizonDays}
          inputMode="numeric"
          required
          maxLength={20}
          defaultValue={values.horizonDays}
          hint="1 to 366."
        />
      </div>
      <SubmitButton>Save notice and horizon</SubmitButton>
    </ActionForm>
  );
}
