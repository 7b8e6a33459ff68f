import 'server-only';
import { getEntry } from '@/lib/catalogue/catalogue-store';
import { saveEntry } from '@/lib/catalogue/catalogue-writes';
import { announcingPageRefreshes } from '@/lib/site/page-cache/page-refresh';
import { PhotoRefused, storePhoto, type StoredPhoto } from '@/lib/images/uploaded-photos';
import type { CatalogueKind } from '@/lib/server/db/stored-values';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { catalogueForms, changedFacts, inFormWords, savedNotice } from '../catalogue/catalogue-forms';
import type { KindForm } from '../catalogue/form-kinds';
import { formatTime } from '../console-format';
import { formResultCookie } from '../form-result';
import { consoleAction, type ActionContext } from './console-action';

// Saving a catalogue entry from its form, for every kind: the photo is stored first (content-addressed, so a photo
// whose entry is then refused is harmless), then the entry is saved over the version the form showed. A refusal
// sends the browser back to the form with the reason, each field named, and what was typed kept in the form.

type Fields = { id?: number; version?: number } & Record<string, unknown>;

/** The form's fields as text again, to fill the form in as it was sent. */
const asSent = (input: Fields) =>
  Object.fromEntries(
    Object.entries(input).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );

async function storedPhoto(context: ActionContext): Promise<StoredPhoto | null | PhotoRefused> {
  if (!context.photo) return null;
  try {
    return await storePhoto(context.db, context.photo);
  } catch (error) {
    if (error instanceof PhotoRefused) return error;
    throw error;
  }
}

async function save<K extends CatalogueKind>(kind: K, input: Fields, context: ActionContext) {
  const form = catalogueForms[kind] as unknown as KindForm<K, Fields>;
  const { db, actor, secure } = context;
  const page = staffRoutes.catalogueEntry(kind, input.id ?? 'new');
  const back = (problems: string[], fields?: Record<string, string>) =>
    formResultCookie({ problems, fields }, page, secure);
  const current = input.id === undefined ? null : await getEntry(db, kind, input.id);
  if (input.id !== undefined && !current) return back([`There is no ${kind} number ${input.id}.`]);
  const photo = await storedPhoto(context);
  if (photo instanceof PhotoRefused) return { status: photo.status, message: photo.message };
  const built = form.toData(input, current?.data ?? null, photo);
  if ('problems' in built) return back(built.problems, asSent(input));
  const saved = await announcingPageRefreshes(db, () =>
    saveEntry(db, { kind, id: input.id, version: input.version, data: built.data, actor }),
  );
  if (saved.refused === 'conflict') {
    const now = saved.current;
    const yours = changedFacts(kind, now.data as typeof built.data, built.data);
    return back([
      `Changed by ${now.updatedBy} at ${formatTime(now.updatedAt)}: your changes were not saved`,
      ...(yours.length > 0 ? [`What you had changed, to make again if it is still right: ${yours.join('; ')}`] : []),
    ]);
  }
  if (saved.refused === 'missing') return back([`There is no ${kind} number ${input.id}.`]);
  if (saved.refused === 'invalid')
    return back(
      saved.problems.map((problem) => inFormWords(kind, problem)),
      asSent(input),
    );
  const notice = savedNotice(kind, current?.data ?? null, saved.entry.data);
  return formResultCookie({ notice }, staffRoutes.catalogueEntry(kind, saved.entry.id), secure);
}

const saver =
  <K extends CatalogueKind>(kind: K) =>
  (input: Fields, context: ActionContext) =>
    save(kind, input, context);

/**
 * Staff may change a product's name, description, categories, photo and whether it is for sale; its price, and
 * adding one, are the owner's. Judged on what the post carries: a staff form never sends a price.
 */
export const saveProductAction = consoleAction({
  access: (input) => (input.id === undefined || input.price !== undefined ? 'owner' : 'staff'),
  schema: catalogueForms.product.schema,
  photo: true,
  handle: saver('product'),
});

export const saveVideoAction = consoleAction({
  access: 'staff',
  schema: catalogueForms.video.schema,
  handle: saver('video'),
});

export const saveListingAction = consoleAction({
  access: 'owner',
  schema: catalogueForms.listing.schema,
  photo: true,
  handle: saver('listing'),
});

export const savePersonAction = consoleAction({
  access: 'owner',
  schema: catalogueForms.person.schema,
  photo: true,
  handle: saver('person'),
});
