'use client';

import { useEffect } from 'react';
import { resumePaystackPopup } from '@/lib/paystack/paystack-popup';
import { bookingMessages, bookingRefusals } from '@/lib/bookings/booking-messages';
import { PAY_BOOKING_ENDPOINT } from '@/lib/bookings/booking-path';
import { newIdempotencyKey } from '@/lib/site/idempotency-key';

// The booking form once the page's code has run: Pay Now holds the time from here and opens Paystack's popup on the
// page, rather than leaving for Paystack's own page; and a visitor whose phone is set to another time zone sees
// their own time beside each of Ghana's. Before this runs, the form posts as it is and still books.

type Placed = { reference: string; bookingUrl: string; status: string; accessCode?: string };

/** The visitor's own clock beside each time, when their phone's zone is not GMT at that moment. */
function showOwnTimes(form: HTMLFormElement) {
  const own = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
  let shown = false;
  for (const element of form.querySelectorAll<HTMLElement>('[data-utc]')) {
    const instant = new Date(element.dataset.utc ?? '');
    if (Number.isNaN(instant.getTime()) || instant.getTimezoneOffset() === 0 || element.dataset.own) continue;
    element.dataset.own = 'shown';
    element.append(` · ${own.format(instant)} your time`);
    shown = true;
  }
  const note = form.querySelector('[data-own-time-note]');
  if (shown && note) note.textContent = 'Times are in Ghana time (GMT), with your own time beside each.';
}

function payload(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const [personId = '', startsAt = ''] = text('time').split('|');
  return {
    consultation: text('consultation'),
    personId: Number(personId) || 0,
    startsAt,
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    note: text('note'),
    paymentMode: text('paymentMode'),
  };
}

export function BookingFormEnhancer({ formId }: { formId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    showOwnTimes(form);
    const message = form.querySelector<HTMLElement>('[data-booking-message]');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const say = (text: string) => {
      if (message) message.textContent = text;
    };
    // The booking this page holds, so Pay Now pressed again after closing the popup pays it rather than holding again.
    let placed: { request: string; booking: Placed } | null = null;

    const openPopup = (booking: Placed) =>
      resumePaystackPopup(booking.accessCode ?? '', booking.reference, {
        onSuccess: () => window.location.assign(booking.bookingUrl),
        onClose: () => say(bookingMessages.popupClosed),
        onError: (text) => say(text),
      });

    async function payNow(event: SubmitEvent) {
      event.preventDefault();
      if (!navigator.onLine) return say(bookingMessages.offline);
      const request = JSON.stringify(payload(form as HTMLFormElement));
      if (placed?.request === request && placed.booking.accessCode) return openPopup(placed.booking);
      say(bookingMessages.processing);
      if (button) button.disabled = true;
      try {
        const response = await fetch(PAY_BOOKING_ENDPOINT, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': newIdempotencyKey() },
          body: request,
        });
        const body = (await response.json().catch(() => null)) as (Placed & { error?: string }) | null;
        if (!response.ok || !body?.reference) return say(body?.error ?? bookingRefusals.unavailable);
        if (body.status === 'booked' || !body.accessCode) return window.location.assign(body.bookingUrl);
        placed = { request, booking: body };
        say('');
        await openPopup(body);
      } catch {
        say(navigator.onLine ? bookingRefusals.unavailable : bookingMessages.offline);
      } finally {
        if (button) button.disabled = false;
      }
    }

    const listener = (event: Event) => void payNow(event as SubmitEvent);
    form.addEventListener('submit', listener);
    // Says the popup now opens from this page, for whoever waits on it (a test, a slow phone's own code).
    form.dataset.enhanced = 'true';
    return () => form.removeEventListener('submit', listener);
  }, [formId]);
  return null;
}
