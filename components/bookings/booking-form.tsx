import { ContactInputs, inputClass, PaymentModeSelect } from '@/components/forms/buyer-contact-fields';
import { BookingFormEnhancer } from '@/components/bookings/booking-form-enhancer';
import { byBookingDay } from '@/lib/bookings/open-times';
import {
  bookingLabels,
  bookingMessages,
  formRefusals,
  MAX_NOTE_LENGTH,
  refusalAnchor,
  type FormRefusal,
} from '@/lib/bookings/booking-messages';
import { clockInGhana, dayInGhana } from '@/lib/bookings/booking-words';
import type { ConsultationPage } from '@/lib/bookings/booking-read';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from '@/content/schema/buyer-contact-limits';

// The booking form: a plain form that works before and without the page's code (posted to the form route, which
// sends the visitor to Paystack's own page), which the page's code takes over once loaded to open Paystack's popup.

const FORM_ID = 'booking-form';
const maxLength = { name: MAX_NAME_LENGTH, phone: MAX_PHONE_LENGTH, email: MAX_EMAIL_LENGTH } as const;

/** The open times of one day, per person when more than one offers the consultation. */
function DayTimes({ times, showPeople }: { times: ConsultationPage['times']; showPeople: boolean }) {
  const people = [...new Map(times.map((time) => [time.personId, time.personName]))];
  return people.map(([personId, personName]) => (
    <div key={personId} className="mt-2">
      {showPeople ? <p className="text-sm font-medium text-stone-700">With {personName}</p> : null}
      <div className="mt-1 flex flex-wrap gap-2">
        {times
          .filter((time) => time.personId === personId)
          .map((time) => (
            <label
              key={time.startsAt.toISOString()}
              className="cursor-pointer rounded-md border border-stone-300 px-3 py-2 text-sm text-stone-900 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="time"
                required
                value={`${personId}|${time.startsAt.toISOString()}`}
                className="mr-2 accent-brand-700"
              />
              <span data-utc={time.startsAt.toISOString()}>{clockInGhana(time.startsAt)}</span>
            </label>
          ))}
      </div>
    </div>
  ));
}

/** The open times as radio buttons named `time`, under a heading per day in Ghana. */
export function TimeChoices({ times }: { times: ConsultationPage['times'] }) {
  const showPeople = new Set(times.map((time) => time.personId)).size > 1;
  return byBookingDay(times).map(({ day, times: ofDay }) => (
    <div key={day} className="mt-4">
      <h3 className="font-semibold text-stone-900">{dayInGhana(ofDay[0].startsAt)}</h3>
      <DayTimes times={ofDay} showPeople={showPeople} />
    </div>
  ));
}

export function BookingForm({ consultation }: { consultation: ConsultationPage }) {
  if (consultation.times.length === 0) return <p className="text-stone-700">{bookingMessages.noTimes}</p>;
  return (
    <form id={FORM_ID} method="post" action="/bookings/new" className="space-y-5">
      <input type="hidden" name="consultation" value={consultation.slug} />
      {(Object.keys(formRefusals) as FormRefusal[]).map((refusal) => (
        <p
          key={refusal}
          id={refusalAnchor(refusal)}
          role="alert"
          className="hidden font-medium text-red-700 target:block"
        >
          {formRefusals[refusal]}
        </p>
      ))}
      <fieldset>
        <legend>
          <h2 className="text-lg font-semibold text-stone-900">{bookingLabels.time}</h2>
        </legend>
        <p className="text-sm text-stone-600" data-own-time-note>
          Times are in Ghana time (GMT).
        </p>
        <TimeChoices times={consultation.times} />
      </fieldset>
      <ContactInputs extra={(name) => ({ required: true, maxLength: maxLength[name] })} />
      <label className="block text-sm font-medium text-stone-800">
        {bookingLabels.note} <span className="font-normal text-stone-600">(optional)</span>
        <textarea name="note" rows={3} maxLength={MAX_NOTE_LENGTH} className={inputClass} />
      </label>
      <PaymentModeSelect defaultValue="Momo" />
      <p role="status" className="min-h-5 text-sm font-medium text-red-700" data-booking-message />
      <button
        type="submit"
        className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {consultation.deposit > 0 ? bookingLabels.payNow : bookingLabels.bookNow}
      </button>
      <BookingFormEnhancer formId={FORM_ID} />
    </form>
  );
}
