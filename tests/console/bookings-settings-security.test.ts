/** @jest-environment node */
// The owner's settings of the bookings, as Next calls their pages and form posts, against PGlite: nobody without a
// session gets a page or a save; a staff account gets neither, not even by replaying, with its own cookie, a post
// the owner made; the owner's own post of a deposit above the price comes back with the sentence and what was typed,
// and the same press sent twice saves once.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { bookingPeople, bookings, bookingSettings, consultations } from '@/lib/server/db/booking-schema';
import { findConsultation, readSchedule } from '@/lib/bookings/booking-schedule';
import { holdTime } from '@/lib/bookings/booking-hold';
import { peopleNames } from '@/lib/bookings/booking-people';
import { whenInGhana } from '@/lib/bookings/booking-words';
import { bookingDay, openTimes } from '@/lib/bookings/open-times';
import { personHoursFields } from '@/lib/console/bookings-settings/hours-form';
import { consultationPeopleOf } from '@/lib/bookings/booking-settings-edit';
import {
  bookingRulesAction,
  consultationSaveAction,
  personHoursAction,
} from '@/lib/console/bookings-settings/settings-actions';
import { decodeFormResult, RESULT_PARAM } from '@/lib/console/form-result';
import ConsultationSettingsPage from '@/app/(console)/staff/bookings/consultations/page';
import HoursSettingsPage from '@/app/(console)/staff/bookings/hours/page';
import { consoleFormRequest, ownerAndStaffOnPglite } from '../support/staff-cookie';

// The pages read the request's headers and cookies through Next; here they are those of the request each test makes.
let requestHeaders = new Headers();
let formCookie: string | undefined;
jest.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({
    get: (name: string) => (name === 'mhv-staff-form' && formCookie ? { value: formCookie } : undefined),
  }),
}));

jest.setTimeout(60_000);
const cookies = ownerAndStaffOnPglite();
type Who = 'owner' | 'staff' | null;

/**
 * What the page's server code does for this visitor: its HTML, or Next's redirect or 403 (by its digest). `after` is
 * the address a form's post sent the browser to, whose result the page shows.
 */
async function openPage(page: typeof ConsultationSettingsPage, who: Who, after?: string): Promise<string> {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
  requestHeaders = new Headers({ host: 'localhost:3000', ...(who ? { cookie: cookies[who] } : {}) });
  const result = after ? new URL(after, 'http://localhost:3000').searchParams.get(RESULT_PARAM) : null;
  try {
    const element = await page({ searchParams: Promise.resolve(result ? { [RESULT_PARAM]: result } : {}) });
    return renderToStaticMarkup(element as ReactElement);
  } catch (error) {
    return String((error as { digest?: string }).digest ?? error);
  }
}

const send = (action: typeof consultationSaveAction, body: string, who: Who) =>
  action.POST(consoleFormRequest('x', body, who ? cookies[who] : undefined));

async function herbalistForm(changes: Record<string, string> = {}) {
  const { db } = await getDatabase();
  const consultation = (await findConsultation(db, 'herbalist'))!;
  const people = await consultationPeopleOf(db, consultation.id);
  return new URLSearchParams({
    id: String(consultation.id),
    version: String(consultation.version),
    name: consultation.name,
    description: consultation.description,
    durationMinutes: String(consultation.durationMinutes),
    price: '200.00',
    deposit: '60.00',
    place: consultation.place,
    ...Object.fromEntries(people.map((id) => [`person-${id}`, 'on'])),
    ...changes,
  }).toString();
}

const herbalist = async () => (await findConsultation((await getDatabase()).db, 'herbalist'))!;
const error = async (response: Response) => ((await response.json()) as { error: string }).error;

/** Where the answer sends the browser and what the page there shows; the browser keeps the result's cookie. */
async function outcome(response: Response) {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!, 'http://localhost:3000');
  formCookie = response.headers.getSetCookie()[0]?.split(';')[0].split('=').slice(1).join('=');
  const result = await decodeFormResult(formCookie, location.searchParams.get(RESULT_PARAM)!);
  return { path: location.pathname, address: location.pathname + location.search, ...result };
}

const buyer = { name: 'Esi Mensah', phone: '0241234567', email: 'esi@example.com', note: null };
const HOURS = new URLSearchParams({ personId: '1', shown: '', 'day-1': '09:00-12:00', daysOff: '' }).toString();
const RULES = 'minNoticeMinutes=60&horizonDays=10';

it('sends a visitor without a session to the sign-in page from each page, and refuses each save (401)', async () => {
  expect(await openPage(ConsultationSettingsPage, null)).toMatch(/^NEXT_REDIRECT;.*\/staff\/sign-in\?next=/);
  expect(await openPage(HoursSettingsPage, null)).toMatch(/^NEXT_REDIRECT;.*\/staff\/sign-in\?next=/);
  for (const [action, body] of [
    [consultationSaveAction, await herbalistForm()],
    [personHoursAction, HOURS],
    [bookingRulesAction, RULES],
  ] as const)
    expect((await send(action, body, null)).status).toBe(401);
  expect((await herbalist()).deposit).toBe(5_000);
});

it('answers a staff account 403 on each page and each save, and shows the owner both pages', async () => {
  expect(await openPage(ConsultationSettingsPage, 'staff')).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
  expect(await openPage(HoursSettingsPage, 'staff')).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
  expect(await openPage(ConsultationSettingsPage, 'owner')).toContain('action="/staff/actions/consultation-save"');
  expect(await openPage(HoursSettingsPage, 'owner')).toContain('action="/staff/actions/person-hours-save"');
  const deposit = await send(consultationSaveAction, await herbalistForm(), 'staff');
  expect([deposit.status, await error(deposit)]).toEqual([403, 'Only the owner can do this.']);
  expect((await send(personHoursAction, HOURS, 'staff')).status).toBe(403);
  expect((await send(bookingRulesAction, RULES, 'staff')).status).toBe(403);
  const { db } = await getDatabase();
  const [rules] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  expect([rules.minNoticeMinutes, rules.horizonDays, (await herbalist()).deposit]).toEqual([120, 30, 5_000]);
});

it("refuses a staff account that replays the owner's deposit change with its own cookie", async () => {
  const body = await herbalistForm({ deposit: '80.00' });
  const saved = await outcome(await send(consultationSaveAction, body, 'owner'));
  expect(saved.notice).toBe('Saved Consultation with a herbalist: Deposit paid online (GHS) 50.00 → 80.00.');
  // Put back by the owner, then the owner's request sent again, word for word, with the staff account's cookie.
  await outcome(await send(consultationSaveAction, await herbalistForm({ deposit: '50.00' }), 'owner'));
  const replay = await send(consultationSaveAction, await herbalistForm({ deposit: '80.00' }), 'staff');
  expect([replay.status, await error(replay)]).toEqual([403, 'Only the owner can do this.']);
  expect((await send(consultationSaveAction, body, 'staff')).status).toBe(403);
  expect((await herbalist()).deposit).toBe(5_000);
});

it('keeps what the owner typed with the sentence when the deposit is above the price, and saves a press once', async () => {
  const refused = await outcome(await send(consultationSaveAction, await herbalistForm({ deposit: '250' }), 'owner'));
  expect(refused.problems).toEqual(['The deposit paid online cannot be more than the price.']);
  expect(refused.fields).toMatchObject({ price: '200.00', deposit: '250' });
  const typo = await outcome(
    await send(consultationSaveAction, await herbalistForm({ price: 'two hundred' }), 'owner'),
  );
  expect(typo.problems).toEqual(['Price (GHS) must be an amount in cedis such as 200 or 45.50 (found "two hundred").']);
  expect(typo.fields?.price).toBe('two hundred');
  // The page the browser is sent back to shows the sentence, and the form holds the words as typed.
  const page = await openPage(ConsultationSettingsPage, 'owner', typo.address);
  expect(page).toContain(
    'Price (GHS) must be an amount in cedis such as 200 or 45.50 (found &quot;two hundred&quot;).',
  );
  expect(page).toMatch(/name="price" value="two hundred"/);
  const press = await herbalistForm({ deposit: '70' });
  const first = await outcome(await send(consultationSaveAction, press, 'owner'));
  const second = await outcome(await send(consultationSaveAction, press, 'owner'));
  expect(first.notice).toMatch(/^Saved Consultation with a herbalist: .*Deposit paid online \(GHS\) 50\.00 → 70\.00/);
  expect(second.problems?.[0]).toMatch(/was changed by owner@example\.org since you opened it/);
  const { db } = await getDatabase();
  const [row] = await db.select().from(consultations).where(eq(consultations.slug, 'herbalist'));
  expect([row.deposit, row.price]).toEqual([7_000, 20_000]);
});

it('lists for the owner a booked time that new hours leave outside, and keeps it booked', async () => {
  const { db } = await getDatabase();
  const consultation = await herbalist();
  const [time] = openTimes(await readSchedule(db, consultation, new Date()));
  const request = { consultation, personId: time.personId, startsAt: time.startsAt, pageKey: 'key' };
  expect((await holdTime(db, { ...request, reference: 'MHB-HOURS-1', buyer })).ok).toBe(true);
  await db.update(bookings).set({ status: 'booked' }).where(eq(bookings.reference, 'MHB-HOURS-1'));
  const [row] = await db.select().from(bookingPeople).where(eq(bookingPeople.personId, time.personId));
  // The booked day becomes a day off; the week stays as it was.
  const form = new URLSearchParams({
    personId: String(time.personId),
    shown: row.updatedAt.toISOString(),
    ...personHoursFields({ weeklyHours: row.weeklyHours, daysOff: [bookingDay(time.startsAt)] }),
  });
  const saved = await outcome(await send(personHoursAction, form.toString(), 'owner'));
  expect(saved.notice).toBe(
    `Saved ${(await peopleNames(db, [time.personId])).get(time.personId)}'s hours. 1 booking is now outside them ` +
      `and stays booked: MHB-HOURS-1, ${whenInGhana(time.startsAt)}, ${buyer.name}.`,
  );
  const page = await openPage(HoursSettingsPage, 'owner', saved.address);
  expect(page).toContain('href="/staff/bookings/MHB-HOURS-1"');
  expect(page).toContain(bookingDay(time.startsAt));
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, 'MHB-HOURS-1'));
  expect(booking.status).toBe('booked');
});
