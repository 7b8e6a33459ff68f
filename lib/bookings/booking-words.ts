import type { ConsultationPlace } from '@/lib/server/db/stored-values';
import { SHOP_TIME_ZONE } from '@/content/schema/rules';
import { formatMinorUnits } from '@/content/schema/money';

// How a booking reads wherever it is shown or mailed: its time in Ghana, its place, and the one sentence for each
// status. Safe for the browser: the booking pages and the console show the same words as the mails.

/** Where a consultation happens, as a visitor reads it. */
export const PLACE_WORDS: Record<ConsultationPlace, string> = {
  centre: 'At the health-care centre',
  phone: 'By phone: we call you on the number you gave',
  whatsapp: 'By WhatsApp video: we call you on the number you gave',
};

const ghanaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const ghanaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const ghanaDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** 'Monday 30 November 2026 at 09:30 (Ghana time)', as Intl writes it in British English. */
export const whenInGhana = (instant: Date) => `${ghanaTime.format(instant).replace(',', '')} (Ghana time)`;

/** '09:30', Ghana's wall clock. */
export const clockInGhana = (instant: Date) => ghanaClock.format(instant);

/** 'Monday 30 November', a day heading in Ghana. */
export const dayInGhana = (instant: Date) => ghanaDate.format(instant);

/** What a booking's page and mails say it is, label by label, in the same order. */
export function bookingFacts(facts: {
  booking: { startsAt: Date; price: number; paidAmount: number | null; currency: string; reference: string };
  consultationName: string;
  place: ConsultationPlace;
  personName: string;
}): [label: string, value: string][] {
  const { booking } = facts;
  const paid = booking.paidAmount ?? 0;
  return [
    ['What', facts.consultationName],
    ['When', whenInGhana(booking.startsAt)],
    ['Where', PLACE_WORDS[facts.place]],
    ['With', facts.personName],
    ['Paid', formatMinorUnits(paid, booking.currency)],
    ['Left to pay there', formatMinorUnits(Math.max(0, booking.price - paid), booking.currency)],
    ['Reference', booking.reference],
  ];
}
