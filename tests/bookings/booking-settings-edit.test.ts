/** @jest-environment node */
// The owner's settings of the bookings, on PGlite and on Postgres: a consultation saved over a newer version or
// with a deposit above its price is refused with a sentence and changes nothing; a change of a person's hours leaves
// a time already booked booked and lists it for the owner; the open times the pages list follow the new hours, days
// off and horizon at once.
import { eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { bookings, consultations } from '@/lib/server/db/booking-schema';
import { listActivity, type Actor } from '@/lib/server/audit/activity-log';
import { findConsultation, readSchedule, type Consultation } from '@/lib/bookings/booking-schedule';
import { holdTime } from '@/lib/bookings/booking-hold';
import { bookingDay, openTimes } from '@/lib/bookings/open-times';
import { clockInGhana } from '@/lib/bookings/booking-words';
import {
  addConsultation,
  consultationPeopleOf,
  saveConsultation,
  type ConsultationSave,
} from '@/lib/bookings/booking-settings-edit';
import { bookingsOutsideHours, saveBookingRules, savePersonHours } from '@/lib/bookings/booking-hours-edit';
import { bookingPeople } from '@/lib/server/db/booking-schema';
import { backends } from '../support/order-backends';

jest.setTimeout(120_000);

const owner: Actor = { id: null, email: 'owner@example.org', address: '127.0.0.1' };
const buyer = { name: 'Esi Mensah', phone: '0241234567', email: 'esi@example.com', note: null };

async function seeded() {
  const { db } = await getDatabase();
  const consultation = (await findConsultation(db, 'herbalist'))!;
  const personIds = await consultationPeopleOf(db, consultation.id);
  return { db, consultation, personIds };
}

/** The consultation's facts as its form sends them, with `changes`. */
const fieldsOf = (consultation: Consultation, personIds: number[], changes: object = {}) => ({
  name: consultation.name,
  description: consultation.description,
  durationMinutes: consultation.durationMinutes,
  price: consultation.price,
  deposit: consultation.deposit,
  place: consultation.place,
  personIds,
  archived: consultation.archived,
  ...changes,
});

const rowOf = async (id: number) => {
  const { db } = await getDatabase();
  return (await db.select().from(consultations).where(eq(consultations.id, id)))[0];
};

const problemsOf = (saved: ConsultationSave) => (saved.ok ? [] : saved.problems);

/** The open times of one person, each as its Ghana day and clock. */
async function openFor(consultation: Consultation, personId: number) {
  const { db } = await getDatabase();
  return openTimes(await readSchedule(db, consultation, new Date()))
    .filter((time) => time.personId === personId)
    .map((time) => ({ day: bookingDay(time.startsAt), clock: clockInGhana(time.startsAt), startsAt: time.startsAt }));
}

describe.each(backends)('the owner’s booking settings on $name', (backend) => {
  beforeEach(() => backend.setUp());
  afterEach(() => backend.tearDown());

  it('refuses a save over a newer version with a sentence, keeping the newer values, and logs the one saved', async () => {
    const { db, consultation, personIds } = await seeded();
    const mine = { id: consultation.id, version: consultation.version, actor: owner };
    const first = await saveConsultation(db, { ...mine, fields: fieldsOf(consultation, personIds, { price: 25_000 }) });
    expect(first).toMatchObject({ ok: true, consultation: { price: 25_000, version: consultation.version + 1 } });
    // A second form opened before that save, sent after it.
    const late = await saveConsultation(db, { ...mine, fields: fieldsOf(consultation, personIds, { price: 30_000 }) });
    expect(late).toMatchObject({ ok: false, refusal: 'conflict' });
    expect(problemsOf(late)[0]).toMatch(
      /was changed by owner@example\.org since you opened it: your changes were not saved/,
    );
    expect(await rowOf(consultation.id)).toMatchObject({ price: 25_000, version: consultation.version + 1 });
    const [entry] = await listActivity(db, 1);
    expect([entry.action, entry.actorEmail, entry.detail?.entry]).toEqual([
      'consultation_changed',
      'owner@example.org',
      consultation.name,
    ]);
    expect(JSON.parse(entry.detail!.after as string)).toMatchObject({ price: 25_000 });
  });

  it('refuses a deposit above the price with a sentence, and saves nothing', async () => {
    const { db, consultation, personIds } = await seeded();
    const fields = fieldsOf(consultation, personIds, { price: 10_000, deposit: 10_001 });
    const saved = await saveConsultation(db, {
      id: consultation.id,
      version: consultation.version,
      fields,
      actor: owner,
    });
    expect(saved).toEqual({
      ok: false,
      refusal: 'invalid',
      problems: ['The deposit paid online cannot be more than the price.'],
    });
    const added = await addConsultation(db, { fields: { ...fields, name: 'A second look' }, actor: owner });
    expect(added.ok).toBe(false);
    expect(await rowOf(consultation.id)).toMatchObject({ price: consultation.price, deposit: consultation.deposit });
    expect(await db.select({ id: consultations.id }).from(consultations)).toHaveLength(1);
  });

  it('adds a consultation under an address made from its name, never one already taken', async () => {
    const { db, consultation, personIds } = await seeded();
    const fields = fieldsOf(consultation, personIds, { name: 'Herbalist', deposit: 0 });
    const added = await addConsultation(db, { fields, actor: owner });
    const again = await addConsultation(db, { fields, actor: owner });
    expect([added.ok && added.consultation.slug, again.ok && again.consultation.slug]).toEqual([
      'herbalist-2',
      'herbalist-3',
    ]);
    expect((await findConsultation(db, 'herbalist-2'))?.deposit).toBe(0);
  });

  it('keeps a booked time booked when the hours change, and lists it for the owner', async () => {
    const { db, consultation, personIds } = await seeded();
    const [time] = openTimes(await readSchedule(db, consultation, new Date()));
    const held = await holdTime(db, {
      consultation,
      personId: time.personId,
      startsAt: time.startsAt,
      reference: 'MHB-SETTINGS-1',
      pageKey: 'key-1',
      buyer,
    });
    expect(held.ok).toBe(true);
    await db.update(bookings).set({ status: 'booked' }).where(eq(bookings.reference, 'MHB-SETTINGS-1'));
    expect(personIds).toContain(time.personId);
    const [row] = await db.select().from(bookingPeople).where(eq(bookingPeople.personId, time.personId));
    // The booked day becomes a day off.
    const hours = { weeklyHours: row.weeklyHours, daysOff: [bookingDay(time.startsAt)] };
    const saved = await savePersonHours(db, { personId: time.personId, shown: row.updatedAt, hours, actor: owner });
    const listed = [{ reference: 'MHB-SETTINGS-1', startsAt: time.startsAt, name: buyer.name, status: 'booked' }];
    expect(saved).toMatchObject({ ok: true, outside: listed });
    expect(await bookingsOutsideHours(db, time.personId)).toMatchObject(listed);
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, 'MHB-SETTINGS-1'));
    expect([booking.status, booking.startsAt]).toEqual(['booked', time.startsAt]);
    const [entry] = await listActivity(db, 1);
    expect(entry.action).toBe('booking_hours_changed');
    // The form that showed the hours before this save is now out of date.
    const stale = await savePersonHours(db, { personId: time.personId, shown: row.updatedAt, hours, actor: owner });
    expect(stale).toMatchObject({ ok: false, refusal: 'conflict' });
  });

  it('lists the open times of the new hours, days off and horizon at once', async () => {
    const { db, consultation, personIds } = await seeded();
    const [personId] = personIds;
    const before = await openFor(consultation, personId);
    expect(before.some((time) => time.clock === '09:00')).toBe(true);
    const [row] = await db.select().from(bookingPeople).where(eq(bookingPeople.personId, personId));
    // Every day from 10:00 to 11:00 only, and the first day that had times becomes a day off.
    const weeklyHours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '10:00', to: '11:00' }));
    const dayOff = before[0].day;
    const hours = { weeklyHours, daysOff: [dayOff] };
    expect((await savePersonHours(db, { personId, shown: row.updatedAt, hours, actor: owner })).ok).toBe(true);
    const after = await openFor(consultation, personId);
    expect(after.length).toBeGreaterThan(0);
    expect(new Set(after.map((time) => time.clock))).toEqual(new Set(['10:00', '10:30']));
    expect(after.some((time) => time.day === dayOff)).toBe(false);
    // Sunday was closed in the seed's hours, and opens now.
    expect(after.some((time) => time.startsAt.getUTCDay() === 0)).toBe(true);
    expect(await saveBookingRules(db, { rules: { minNoticeMinutes: 0, horizonDays: 2 }, actor: owner })).toEqual({
      ok: true,
      rules: { minNoticeMinutes: 0, horizonDays: 2 },
    });
    const soon = await openFor(consultation, personId);
    const limit = Date.now() + 2 * 24 * 60 * 60_000;
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.every((time) => time.startsAt.getTime() < limit)).toBe(true);
  });

  it('refuses overlapping ranges and a horizon beyond a year, each with its sentence', async () => {
    const { db, personIds } = await seeded();
    const [personId] = personIds;
    const [row] = await db.select().from(bookingPeople).where(eq(bookingPeople.personId, personId));
    const weeklyHours = [
      { weekday: 1, from: '09:00', to: '12:00' },
      { weekday: 1, from: '11:00', to: '13:00' },
    ];
    const hours = { weeklyHours, daysOff: [] };
    expect(await savePersonHours(db, { personId, shown: row.updatedAt, hours, actor: owner })).toEqual({
      ok: false,
      refusal: 'invalid',
      problems: ['Two ranges of one day overlap: each range ends before the next starts.'],
    });
    expect(await saveBookingRules(db, { rules: { minNoticeMinutes: 120, horizonDays: 400 }, actor: owner })).toEqual({
      ok: false,
      problems: ['Times can be booked at most 366 days ahead.'],
    });
  });
});
