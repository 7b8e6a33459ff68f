import { TEAM_ROLES } from '@/content/schema/rules';
import { linkField, linkLabel, personLabels, SOCIAL_LINK_ROWS, socialSites } from '@/lib/console/catalogue/person-form';
import { ActionForm } from './action-form';
import type { EntryFormProps } from './catalogue-product-form';
import { PhotoField } from './photo-field';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

const sites = [['', 'None'] as const, ...socialSites];

/** A team member's fields: name, role from the list, photo, and up to four social links. */
export function CataloguePersonForm({ id, version, values, photo }: EntryFormProps) {
  return (
    <ActionForm
      action="person-save"
      hidden={{ id: id?.toString(), version: version?.toString() }}
      encType="multipart/form-data"
      label={id ? 'Person' : 'New person'}
      className="mt-4 space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <TextField id="name" name="name" label={personLabels.name} required maxLength={200} defaultValue={values.name} />
      <SelectField
        id="role"
        name="role"
        label={personLabels.role}
        options={TEAM_ROLES.map((role) => [role, role] as const)}
        defaultValue={values.role}
      />
      <PhotoField id="photo" label={personLabels.photo} current={photo} required={!photo} />
      <fieldset className="space-y-3">
        <legend className="text-base font-medium text-stone-900">{personLabels.links}</legend>
        {Array.from({ length: SOCIAL_LINK_ROWS }, (_, row) => (
          <div key={row} className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-[10rem_1fr]">
            <SelectField
              id={linkField(row, 'site')}
              name={linkField(row, 'site')}
              label={linkLabel(row, 'site')}
              options={sites}
              defaultValue={values[linkField(row, 'site')] ?? ''}
            />
            <TextField
              id={linkField(row, 'url')}
              name={linkField(row, 'url')}
              label={linkLabel(row, 'url')}
              maxLength={500}
              defaultValue={values[linkField(row, 'url')]}
            />
          </div>
        ))}
      </fieldset>
      <SubmitButton>{id ? 'Save changes' : 'Add person'}</SubmitButton>
    </ActionForm>
  );
}
