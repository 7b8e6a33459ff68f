import { consultationLabels, personField, placeOptions } from '@/lib/console/bookings-settings/consultation-form';
import type { TeamPerson } from '@/lib/console/bookings-settings/settings-page-data';
import { ActionForm } from '../action-form';
import { CheckboxField } from '../checkbox-field';
import { SelectField } from '../select-field';
import { SubmitButton } from '../submit-button';
import { TextAreaField } from '../text-area-field';
import { TextField } from '../text-field';

interface ConsultationFormProps {
  /** The consultation it changes, with the version it shows; missing for the form that adds one. */
  saved?: { id: number; version: number; name: string };
  /** The form's fields: the consultation's values, or what was typed when a save was refused. */
  values: Record<string, string>;
  team: readonly TeamPerson[];
}

/** The length, the price and the deposit, side by side from a large phone up. */
function AmountFields({ at, values }: { at: (field: string) => string; values: Record<string, string> }) {
  return (
    <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-3">
      <TextField
        id={at('duration')}
        name="durationMinutes"
        label={consultationLabels.durationMinutes}
        inputMode="numeric"
        required
        maxLength={20}
        defaultValue={values.durationMinutes}
        hint="15 to 480."
      />
      <TextField
        id={at('price')}
        name="price"
        label={consultationLabels.price}
        inputMode="decimal"
        required
        maxLength={20}
        defaultValue={values.price}
        hint="Such as 200 or 45.50."
      />
      <TextField
        id={at('deposit')}
        name="deposit"
        label={consultationLabels.deposit}
        inputMode="decimal"
        required
        maxLength={20}
        defaultValue={values.deposit}
        hint="At most the price; 0 books without paying."
      />
    </div>
  );
}

/** A consultation's fields, posting the version it shows; amounts in cedis. Plain HTML: it works without scripts. */
export function ConsultationForm({ saved, values, team }: ConsultationFormProps) {
  const at = (field: string) => `consultation-${saved?.id ?? 'new'}-${field}`;
  return (
    <ActionForm
      action="consultation-save"
      hidden={{ id: saved?.id.toString(), version: saved?.version.toString() }}
      label={saved ? saved.name : 'New consultation'}
      className="mt-4 space-y-4"
    >
      <TextField
        id={at('name')}
        name="name"
        label={consultationLabels.name}
        required
        maxLength={200}
        defaultValue={values.name}
      />
      <TextAreaField
        id={at('description')}
        name="description"
        label={consultationLabels.description}
        required
        rows={4}
        maxLength={4000}
        defaultValue={values.description}
      />
      <AmountFields at={at} values={values} />
      <SelectField
        id={at('place')}
        name="place"
        label={consultationLabels.place}
        options={placeOptions}
        defaultValue={values.place}
      />
      <fieldset>
        <legend className="text-base font-medium text-stone-900">{consultationLabels.people}</legend>
        <div className="mt-1 grid grid-cols-1 gap-x-4 min-[400px]:grid-cols-2">
          {team.map((person) => (
            <CheckboxField
              key={person.id}
              id={at(personField(person.id))}
              name={personField(person.id)}
              label={person.name}
              defaultChecked={values[personField(person.id)] === 'on'}
            />
          ))}
        </div>
      </fieldset>
      {saved && (
        <CheckboxField
          id={at('archived')}
          name="archived"
          label={consultationLabels.archived}
          defaultChecked={values.archived === 'on'}
        />
      )}
      <SubmitButton>{saved ? 'Save changes' : 'Add consultation'}</SubmitButton>
    </ActionForm>
  );
}
