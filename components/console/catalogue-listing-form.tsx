import { listingLabels } from '@/lib/console/catalogue/listing-form';
import { ActionForm } from './action-form';
import type { EntryFormProps } from './catalogue-product-form';
import { PhotoField } from './photo-field';
import { SubmitButton } from './submit-button';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

const optional = 'Leave it empty if the business has not shared one.';

/** A directory listing's fields: name, photo, the two descriptions, location, how to reach it and its rating. */
export function CatalogueListingForm({ id, version, values, photo }: EntryFormProps) {
  const text = (
    name: keyof typeof listingLabels & string,
    max: number,
    more: { hint?: string; required?: boolean } = {},
  ) => (
    <TextField
      id={name}
      name={name}
      label={listingLabels[name]}
      maxLength={max}
      defaultValue={values[name]}
      {...more}
    />
  );
  return (
    <ActionForm
      action="listing-save"
      hidden={{ id: id?.toString(), version: version?.toString() }}
      encType="multipart/form-data"
      label={id ? 'Listing' : 'New listing'}
      className="mt-4 space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {text('companyName', 200, { required: true })}
      <PhotoField id="photo" label={listingLabels.photo} current={photo} required={!photo} />
      {text('shortDescription', 500, { hint: 'One sentence, shown under the name.', required: true })}
      <TextAreaField
        id="briefDescription"
        name="briefDescription"
        label={listingLabels.briefDescription}
        required
        rows={6}
        maxLength={4000}
        defaultValue={values.briefDescription}
        hint="Each new line starts a new paragraph."
      />
      {text('location', 200, { hint: 'Town and region, such as Kumasi, Ashanti Region.', required: true })}
      {text('phone', 40, { hint: `Starting with +233, such as +233 24 000 0001. ${optional}` })}
      {text('email', 254, { hint: optional })}
      {text('website', 500, { hint: `The full address, starting with https://. ${optional}` })}
      {text('rating', 10, { hint: 'The average score, such as 4.5. Leave it empty when there are no ratings.' })}
      {text('ratings', 10, { hint: 'How many people rated it. Leave it empty when there are no ratings.' })}
      <SubmitButton>{id ? 'Save changes' : 'Add listing'}</SubmitButton>
    </ActionForm>
  );
}
