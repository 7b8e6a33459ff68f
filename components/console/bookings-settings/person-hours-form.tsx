import { WEEKDAYS } from '@/lib/bookings/booking-hours-words';
import { dayField, hoursLabels } from '@/lib/console/bookings-settings/hours-form';
import { ActionForm } from '../action-form';
import { SubmitButton } from '../submit-button';
import { TextAreaField } from '../text-area-field';
import { TextField } from '../text-field';

interface PersonHoursFormProps {
  personId: number;
  name: string;
  /** When the hours shown were saved; null when the person has none yet. */
  shown: Date | null;
  /** The form's fields: the saved hours, or what was typed when a save was refused. */
  values: Record<string, string>;
}

/** One person's week, a field a day, and their days off; posts when the hours it shows were saved. */
export function PersonHoursForm({ personId, name, shown, values }: PersonHoursFormProps) {
  const at = (field: string) => `hours-${personId}-${field}`;
  return (
    <ActionForm
      action="person-hours-save"
      hidden={{ personId: String(personId), shown: shown ? shown.toISOString() : '' }}
      label={`${name}'s hours`}
      className="mt-4 space-y-4"
    >
      <p className="text-stone-700">
        Ghana time. Write each range as 09:00-12:00, with a comma between ranges; leave a day empty when {name} is not
        booked that day.
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {WEEKDAYS.map(({ weekday, name: day }) => (
          <TextField
            key={weekday}
            id={at(dayField(weekday))}
            name={dayField(weekday)}
            label={day}
            maxLength={400}
            placeholder="09:00-12:00, 13:00-17:00"
            defaultValue={values[dayField(weekday)]}
          />
        ))}
      </div>
      <TextAreaField
        id={at('days-off')}
        name="daysOff"
        label={hoursLabels.daysOff}
        maxLength={6000}
        rows={3}
        hint="One date a line, such as 2026-12-25."
        defaultValue={values.daysOff}
      />
      <SubmitButton>Save {name}&apos;s hours</SubmitButton>
    </ActionForm>
  );
}
