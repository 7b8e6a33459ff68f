import { PRODUCT_CATEGORIES } from '@/content/schema/rules';
import { categoryField, productLabels } from '@/lib/console/catalogue/product-form';
import { ActionForm } from './action-form';
import { CheckboxField } from './checkbox-field';
import { PhotoField } from './photo-field';
import { SubmitButton } from './submit-button';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

export interface EntryFormProps {
  /** Missing for a new entry. */
  id?: number;
  version?: number;
  /** The form's fields: the entry's values, or what was typed when a save was refused. */
  values: Record<string, string>;
  /** The photo the entry has now. */
  photo?: string;
  owner: boolean;
}

/**
 * A product's fields. The price is the owner's: a staff account sees it read-only and its form does not send it.
 * The form carries a file, so it is sent as multipart/form-data.
 */
export function CatalogueProductForm({ id, version, values, photo, owner }: EntryFormProps) {
  return (
    <ActionForm
      action="product-save"
      hidden={{ id: id?.toString(), version: version?.toString() }}
      encType="multipart/form-data"
      label={id ? 'Product' : 'New product'}
      className="mt-4 space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <TextField id="name" name="name" label={productLabels.name} required maxLength={200} defaultValue={values.name} />
      <TextAreaField
        id="description"
        name="description"
        label={productLabels.description}
        required
        rows={5}
        maxLength={4000}
        defaultValue={values.description}
      />
      {owner ? (
        <TextField
          id="price"
          name="price"
          label={productLabels.price}
          inputMode="decimal"
          required
          maxLength={20}
          defaultValue={values.price}
          hint="In cedis, between 5 and 200, such as 45 or 47.50."
        />
      ) : (
        <TextField
          id="price"
          label={productLabels.price}
          readOnly
          defaultValue={values.price}
          hint="Only the owner changes prices."
        />
      )}
      <fieldset>
        <legend className="text-base font-medium text-stone-900">{productLabels.categories}</legend>
        <div className="mt-1 grid grid-cols-1 gap-x-4 min-[400px]:grid-cols-2">
          {PRODUCT_CATEGORIES.map((category, index) => (
            <CheckboxField
              key={category}
              id={categoryField(index)}
              name={categoryField(index)}
              label={category}
              defaultChecked={values[categoryField(index)] === 'on'}
            />
          ))}
        </div>
      </fieldset>
      <PhotoField id="photo" label={productLabels.photo} current={photo} required={!photo} />
      <CheckboxField
        id="forSale"
        name="forSale"
        label={productLabels.forSale}
        defaultChecked={values.forSale === 'on'}
      />
      <SubmitButton>{id ? 'Save changes' : 'Add product'}</SubmitButton>
    </ActionForm>
  );
}
