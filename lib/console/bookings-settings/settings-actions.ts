import 'server-only';
import { addConsultation, saveConsultation } from '@/lib/bookings/booking-settings-edit';
import { saveBookingRules, savePersonHours, type BookingOutsideHours } from '@/lib/bookings/booking-hours-edit';
import { peopleNames } from '@/lib/bookings/booking-people';
import { whenInGhana } from '@/lib/bookings/booking-words';
import { consoleAction } from '../actions/console-action';
import { countOf } from '../console-format';
import { formResultCookie } from '../form-result';
import { changedFields, consultationFields, consultationFormSchema, toConsultationEdit } from './consultation-form';
import { bookingRulesFormSchema, personHoursFormSchema, toBookingRules, toPersonHours } from './hours-form';
import { CONSULTATION_SETTINGS_PATH, HOURS_SETTINGS_PATH } from './settings-paths';

// The owner's saves of the bookings' settings: a consultation (or a new one), a person's hours and days off, and the
// shop's notice and horizon. Each sends the browser back to its page with what changed, or why nothing did and what
// was typed. A press sent twice saves once: the second comes with a version the first has already used.

/** The form's fields as text again, to fill the form in as it was sent. */
const asSent = (input: object) =>
  Object.fromEntries(
    Object.entries(input).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );

export const consultationSaveAction = consoleAction({
  access: 'owner',
  schema: consultationFormSchema,
  async handle(input, { db, actor, secure }) {
    const back = (problems: string[], fields?: Record<string, string>) =>
      formResultCookie({ problems, fields }, CONSULTATION_SETTINGS_PATH, secure);
    const built = toConsultationEdit(input);
    if ('problems' in built) return back(built.problems, asSent(input));
    const saved =
      input.id === undefined
        ? await addConsultation(db, { fields: built.edit, actor })
        : await saveConsultation(db, { id: input.id, version: input.version ?? 0, fields: built.edit, actor });
    // A refused version shows the saved values again; what the owner typed is in the sentence's hands.
    if (!saved.ok) return back(saved.problems, saved.refusal === 'invalid' ? asSent(input) : undefined);
    const after = consultationFields(saved.consultation, saved.personIds);
    if (!saved.before)
      return formResultCookie({ notice: `Added ${saved.consultation.name}.` }, CONSULTATION_SETTINGS_PATH, secure);
    const changes = changedFields(consultationFields(saved.before.consultation, saved.before.personIds), after);
    const notice = `Saved ${saved.consultation.name}: ${changes.length > 0 ? changes.join('; ') : 'nothing was different'}.`;
    return formResultCookie({ notice }, CONSULTATION_SETTINGS_PATH, secure);
  },
});

/** 'MHB-…, Monday 30 November 2026 at 09:00 (Ghana time), Esi Mensah', for each booking outside the new hours. */
const outsideWords = (outside: readonly BookingOutsideHours[]) =>
  outside.map((booking) => `${booking.reference}, ${whenInGhana(booking.startsAt)}, ${booking.name}`).join('; ');

export const personHoursAction = consoleAction({
  access: 'owner',
  schema: personHoursFormSchema,
  async handle(input, { db, actor, secure }) {
    const back = (problems: string[], fields?: Record<string, string>) =>
      formResultCookie({ problems, fields }, HOURS_SETTINGS_PATH, secure);
    const built = toPersonHours(input);
    if ('problems' in built) return back(built.problems, asSent(input));
    const shown = input.shown === '' ? null : new Date(input.shown);
    const saved = await savePersonHours(db, { personId: input.personId, shown, hours: built.hours, actor });
    if (!saved.ok) return back(saved.problems, saved.refusal === 'invalid' ? asSent(input) : undefined);
    const name = (await peopleNames(db, [input.personId])).get(input.personId);
    const outside =
      saved.outside.length === 0
        ? ''
        : saved.outside.length === 1
          ? ` 1 booking is now outside them and stays booked: ${outsideWords(saved.outside)}.`
          : ` ${saved.outside.length} bookings are now outside them and stay booked: ${outsideWords(saved.outside)}.`;
    return formResultCookie({ notice: `Saved ${name}'s hours.${outside}` }, HOURS_SETTINGS_PATH, secure);
  },
});

export const bookingRulesAction = consoleAction({
  access: 'owner',
  schema: bookingRulesFormSchema,
  async handle(input, { db, actor, secure }) {
    const built = toBookingRules(input);
    const saved = 'problems' in built ? built : await saveBookingRules(db, { rules: built.rules, actor });
    if ('problems' in saved)
      return formResultCookie({ problems: saved.problems, fields: asSent(input) }, HOURS_SETTINGS_PATH, secure);
    const { minNoticeMinutes, horizonDays } = saved.rules;
    const notice = `Saved: bookings close ${countOf(minNoticeMinutes, 'minute', 'minutes')} before a time, and open up to ${countOf(horizonDays, 'day', 'days')} ahead.`;
    return formResultCookie({ notice }, HOURS_SETTINGS_PATH, secure);
  },
});
