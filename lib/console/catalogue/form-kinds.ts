import { z } from 'zod';
import type { CatalogueShapes } from '@/lib/catalogue/catalogue-kinds';
import type { StoredPhoto } from '@/lib/images/uploaded-photos';
import type { CatalogueKind } from '@/lib/server/db/stored-values';

// What every catalogue form has in common: the fields that say which entry and which version it showed, how a
// form's fields become an entry's data (and back, to fill the form in), and the facts a staff member reads.

/** The entry's number and the version the form showed; both missing for a new entry. */
const whole = (label: string) =>
  z
    .string({ error: `${label} is missing.` })
    .regex(/^[1-9]\d{0,8}$/, { error: `${label} must be a whole number.` })
    .transform(Number);

export const entryFields = { id: whole('The entry').optional(), version: whole('The version').optional() };

/** A text field of a catalogue form; a missing one is a malformed request, answered 400 naming the field. */
export const textField = (label: string, max: number) =>
  z.string({ error: `${label} is missing.` }).max(max, { error: `${label} is too long (at most ${max} characters).` });

/** A checkbox: sent as 'on' when ticked, left out when not. */
export const checkbox = z.literal('on', { error: 'A checkbox can only be ticked.' }).optional();

/** One fact of an entry as the staff read it: its label on the form, and its value in words. */
export type Fact<K extends CatalogueKind> = readonly [label: string, value: (data: CatalogueShapes[K]) => string];

type Built<K extends CatalogueKind> = { data: CatalogueShapes[K] } | { problems: string[] };

export interface KindForm<K extends CatalogueKind, Input> {
  /** The form's fields, all text as a form sends them. */
  schema: z.ZodType<Input & { id?: number; version?: number }>;
  /** The entry's data from the form, the entry as it is (null for a new one) and the photo just stored, if any. */
  toData(input: Input, current: CatalogueShapes[K] | null, photo: StoredPhoto | null): Built<K>;
  /** The form's fields for an entry, as its page fills them in. */
  toFields(data: CatalogueShapes[K]): Record<string, string>;
  facts: readonly Fact<K>[];
  /** The words content/'s checks use for a field ('price', 'contactDetails phone'), as the form labels it. */
  fieldWords: Record<string, string>;
}

/** Empty text is 'none' (null) for the optional fields of a listing. */
export const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** A number typed into a form ('47.50', '4.8'), or a sentence naming the field and what was typed. */
export function typedNumber(label: string, value: string, example: string): number | string {
  const text = value.trim().replace(',', '.');
  if (/^\d{1,6}(\.\d{1,6})?$/.test(text)) return Number(text);
  return `${label} must be a number such as ${example} (found "${value.slice(0, 40)}").`;
}
