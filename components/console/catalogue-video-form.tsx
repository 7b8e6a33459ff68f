import { VIDEO_CATEGORIES } from '@/content/schema/rules';
import { NO_CATEGORY, videoLabels } from '@/lib/console/catalogue/video-form';
import { ActionForm } from './action-form';
import type { EntryFormProps } from './catalogue-product-form';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

const categories = [[NO_CATEGORY, 'General (no category)'] as const, ...VIDEO_CATEGORIES.map((c) => [c, c] as const)];

/** A video's fields: the link as copied from YouTube's Share button, its title, channel, category and year. */
export function CatalogueVideoForm({ id, version, values }: EntryFormProps) {
  return (
    <ActionForm
      action="video-save"
      hidden={{ id: id?.toString(), version: version?.toString() }}
      label={id ? 'Video' : 'New video'}
      className="mt-4 space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <TextField
        id="url"
        name="url"
        label={videoLabels.url}
        required
        maxLength={500}
        defaultValue={values.url}
        hint="Paste it from YouTube's Share button: youtu.be/…, watch?v=…, shorts/… or embed/… all work."
      />
      <TextField
        id="title"
        name="title"
        label={videoLabels.title}
        required
        maxLength={300}
        defaultValue={values.title}
      />
      <TextField
        id="channel"
        name="channel"
        label={videoLabels.channel}
        required
        maxLength={200}
        defaultValue={values.channel}
      />
      <SelectField
        id="category"
        name="category"
        label={videoLabels.category}
        options={categories}
        defaultValue={values.category ?? NO_CATEGORY}
      />
      <TextField
        id="year"
        name="year"
        label={videoLabels.year}
        inputMode="numeric"
        maxLength={20}
        defaultValue={values.year}
        hint="Four digits, such as 2024; leave it empty if you do not know."
      />
      <SubmitButton>{id ? 'Save changes' : 'Add video'}</SubmitButton>
    </ActionForm>
  );
}
