import { z } from 'zod';
import { CONSULTATION_PLACES } from '@/content/schema/consultation';
import type { ConsultationEdit } from '@/content/schema/booking-settings';
import type { Consultation } from '@/lib/bookings/booking-schedule';
import { PLACE_WORDS } from '@/lib/bookings/booking-words';
import { checkbox, entryFields, textField } from '../catalogue/form-kinds';
import { cedisText, typedPesewas, typedWhole } from './typed-numbers';

// A consultation's form in the console, the owner's: its words, length, price and deposit in cedis, where it
// happens, who offers it (a box per person of the team) and whether it is archived. Every field is text as a form
// sends it; what the owner typed wrong comes back as a sentence naming the field, the typed values kept.

export const consultationLabels = {
  name: 'Name',
  description: 'Description',
  durationMinutes: 'Length (minutes)',
  price: 'Price (GHS)',
  deposit: 'Deposit paid online (GHS)',
  place: 'Where',
  people: 'Offered by',
  archived: 'Archived (not offered on the site)',
} as const;

/** Each team member's box is named by their catalogue id: a name with spaces never reaches a field name. */
export const personField = (personId: number) => `person-${personId}`;
const PERSON_FIELD = /^person-([1-9]\d{0,8})$/;

export const placeOptions = CONSULTATION_PLACES.map((place) => [place, PLACE_WORDS[place]] as const);

const known = new Set(['id', 'version', 'name', 'description', 'durationMinutes', 'price', 'deposit', 'place']);

export const consultationFormSchema = z
  .object({
    ...entryFields,
    name: textField(consultationLabels.name, 200),
    description: textField(consultationLabels.description, 4000),
    durationMinutes: textField(consultationLabels.durationMinutes, 20),
    price: textField(consultationLabels.price, 20),
    deposit: textField(consultationLabels.deposit, 20),
    place: z.enum(CONSULTATION_PLACES, { error: 'Choose where the consultation happens.' }),
    archived: checkbox,
  })
  // The people's boxes, whose names depend on the team; any other field is a malformed form.
  .catchall(checkbox)
  .refine(
    (input) => Object.keys(input).every((key) => known.has(key) || key === 'archived' || PERSON_FIELD.test(key)),
    { error: 'The form has a field it should not have. Open the page again.' },
  );

type ConsultationForm = z.output<typeof consultationFormSchema>;

/** The consultation's facts from the form, or each sentence saying what to change. */
export function toConsultationEdit(input: ConsultationForm): { edit: ConsultationEdit } | { problems: string[] } {
  const durationMinutes = typedWhole(consultationLabels.durationMinutes, input.durationMinutes, '30 or 60');
  const price = typedPesewas(consultationLabels.price, input.price);
  const deposit = typedPesewas(consultationLabels.deposit, input.deposit);
  const problems = [durationMinutes, price, deposit].filter((value) => typeof value === 'string');
  if (problems.length > 0) return { problems };
  const personIds = Object.keys(input).flatMap((key) => {
    const match = PERSON_FIELD.exec(key);
    return match && input[key] === 'on' ? [Number(match[1])] : [];
  });
  return {
    edit: {
      name: input.name,
      description: input.description,
      durationMinutes: durationMinutes as number,
      price: price as number,
      deposit: deposit as number,
      place: input.place,
      personIds,
      archived: input.archived === 'on',
    },
  };
}

/** The form's fields for a consultation as saved, as its page fills them in. */
export function consultationFields(consultation: Consultation, personIds: readonly number[]): Record<string, string> {
  return {
    name: consultation.name,
    description: consultation.description,
    durationMinutes: String(consultation.durationMinutes),
    price: cedisText(consultation.price),
    deposit: cedisText(consultation.deposit),
    place: consultation.place,
    ...(consultation.archived ? { archived: 'on' } : {}),
    ...Object.fromEntries(personIds.map((id) => [personField(id), 'on'])),
  };
}

/** Each fact that differs between two fillings of the form, as 'Deposit paid online (GHS) 50.00 → 60.00'. */
export function changedFields(before: Record<string, string>, after: Record<string, string>): string[] {
  const facts = ['name', 'durationMinutes', 'price', 'deposit', 'place'] as const;
  const changes = facts.flatMap((key) =>
    before[key] === after[key] ? [] : [`${consultationLabels[key]} ${before[key]} → ${after[key]}`],
  );
  if (before.description !== after.description) changes.push(`${consultationLabels.description} changed`);
  const people = (fields: Record<string, string>) => Object.keys(fields).filter((key) => PERSON_FIELD.test(key));
  if (people(before).sort().join() !== people(after).sort().join())
    changes.push(`${consultationLabels.people} changed`);
  if (before.archived !== after.archived) changes.push(after.archived ? 'Archived' : 'Offered on the site again');
  return changes;
}
