/** @jest-environment node */
// Who may see and change bookings in the console, against PGlite and the fake Paystack: a visitor without a session
// is sent to the sign-in by both bookings pages and refused (401) by every bookings form; a staff account marks and
// moves, but cannot cancel and refund, also when it replays the owner's very form with its own cookie; the owner's
// cancel refunds the deposit once.
import { eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { bookings } from '@/lib/server/db/booking-schema';
import { refunds } from '@/lib/server/db/money-schema';
import { staffActivity } from '@/lib/server/db/staff-schema';
import { findConsultation, readSchedule } from '@/lib/bookings/booking-schedule';
import { holdTime } from '@/lib/bookings/booking-hold';
import { settleBooking } from '@/lib/bookings/booking-settle';
import { openTimes } from '@/lib/bookings/open-times';
import { moveChoice } from '@/lib/console/bookings/booking-detail';
import { bookingCancelAction, bookingMarkAction, bookingMoveAction } from '@/lib/console/bookings/booking-actions';
import AgendaPage from '@/app/(console)/staff/bookings/page';
import BookingPage from '@/app/(console)/staff/bookings/[reference]/page';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import { MONEY_SECRET, paidAtFake } from '../support/money-events';
import { consoleFormRequest, ownerAndStaffOnPglite } from '../support/staff-cookie';

// The pages read the request's cookies as Next hands them over; here, as the test sets them.
let requestCookie = '';
jest.mock('next/headers', () => ({
  headers: async () => new Headers(requestCookie ? { cookie: requestCookie, host: 'localhost:3000' } : {}),
  cookies: async () => ({ get: () => undefined }),
}));

jest.setTimeout(120_000);
const cookies = ownerAndStaffOnPglite();
const REFERENCE = 'MHB-CONSOLE-1';
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;

beforeAll(async () => {
  fake = await startFakePaystackApi({ secretKey: MONEY_SECRET });
  process.env.PAYSTACK_SECRET_KEY = MONEY_SECRET;
  process.env.PAYSTACK_API_URL = fake.url;
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const { db } = await getDatabase();
  const consultation = (await findConsultation(db, 'herbalist'))!;
  const [time] = openTimes(await readSchedule(db, consultation, new Date()));
  const buyer = { name: 'Kofi Boateng', phone: '0201234567', email: 'kofi@example.com', note: 'My back' };
  await holdTime(db, { consultation, ...time, reference: REFERENCE, pageKey: 'page-key', buyer });
  const paid = { kind: 'success', amount: consultation.deposit, currency: 'GHS' } as const;
  await settleBooking(db, REFERENCE, paid, 'webhook');
  paidAtFake(fake.transactions as Map<string, Record<string, unknown>>, REFERENCE, consultation.deposit);
});
afterAll(async () => {
  await fake.stop();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const statusOf = async () => {
  const { db } = await getDatabase();
  return (await db.select().from(bookings).where(eq(bookings.reference, REFERENCE)))[0];
};
const refundsOf = async () => {
  const { db } = await getDatabase();
  return db.select().from(refunds).where(eq(refunds.reference, REFERENCE));
};

/** Where a page sends its visitor instead of drawing itself, or null when it draws. */
async function redirectOf(draw: () => Promise<unknown>): Promise<string | null> {
  try {
    await draw();
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return digest.split(';')[2];
  }
}

const drawAgenda = () => AgendaPage({ searchParams: Promise.resolve({}) });
const drawBooking = () =>
  BookingPage({ params: Promise.resolve({ reference: REFERENCE }), searchParams: Promise.resolve({}) });

it('sends a visitor without a session from both bookings pages to the sign-in, and draws them for staff', async () => {
  requestCookie = '';
  expect(await redirectOf(drawAgenda)).toBe('/staff/sign-in?next=%2Fstaff%2Fbookings');
  expect(await redirectOf(drawBooking)).toBe(`/staff/sign-in?next=%2Fstaff%2Fbookings%2F${REFERENCE}`);
  requestCookie = cookies.staff;
  expect(await redirectOf(drawAgenda)).toBeNull();
  expect(await redirectOf(drawBooking)).toBeNull();
});

it('refuses every bookings form without a session (401), and changes nothing', async () => {
  const { db } = await getDatabase();
  const [open] = openTimes(await readSchedule(db, (await findConsultation(db, 'herbalist'))!, new Date())).slice(1);
  const posts = [
    bookingMarkAction.POST(consoleFormRequest('booking-mark', form({ reference: REFERENCE, mark: 'no-show' }))),
    bookingMoveAction.POST(consoleFormRequest('booking-move', form({ reference: REFERENCE, to: moveChoice(open) }))),
    bookingCancelAction.POST(consoleFormRequest('booking-cancel', form({ reference: REFERENCE }))),
  ];
  for (const response of await Promise.all(posts)) {
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Your session has ended. Sign in again.');
  }
  expect((await statusOf()).status).toBe('booked');
});

it('lets a staff account move a booking but not cancel or refund it, even with the owner’s form replayed', async () => {
  const { db } = await getDatabase();
  const before = await statusOf();
  const consultation = (await findConsultation(db, 'herbalist'))!;
  const [to] = openTimes(await readSchedule(db, consultation, new Date())).filter(
    (time) => time.startsAt.getTime() !== before.startsAt.getTime(),
  );
  const move = await bookingMoveAction.POST(
    consoleFormRequest('booking-move', form({ reference: REFERENCE, to: moveChoice(to) }), cookies.staff),
  );
  expect(move.status).toBe(303);
  expect(move.headers.get('location')).toMatch(new RegExp(`^/staff/bookings/${REFERENCE}\\?result=`));
  expect((await statusOf()).startsAt).toEqual(to.startsAt);

  const ownersForm = form({ reference: REFERENCE });
  const asStaff = await bookingCancelAction.POST(consoleFormRequest('booking-cancel', ownersForm, cookies.staff));
  expect([asStaff.status, ((await asStaff.json()) as { error: string }).error]).toEqual([
    403,
    'Only the owner can do this.',
  ]);
  expect((await statusOf()).status).toBe('booked');
  expect(await refundsOf()).toHaveLength(0);

  const asOwner = await bookingCancelAction.POST(consoleFormRequest('booking-cancel', ownersForm, cookies.owner));
  expect(asOwner.status).toBe(303);
  const replayed = await bookingCancelAction.POST(consoleFormRequest('booking-cancel', ownersForm, cookies.staff));
  expect(replayed.status).toBe(403);
  expect((await statusOf()).status).toBe('cancelled');
  expect(await refundsOf()).toEqual([expect.objectContaining({ actorEmail: 'owner@example.org', status: 'pending' })]);
  const logged = await db.select().from(staffActivity).where(eq(staffActivity.reference, REFERENCE));
  expect(logged.map((entry) => [entry.action, entry.actorEmail])).toEqual([
    ['booking_moved', 'staff@example.org'],
    ['booking_cancelled', 'owner@example.org'],
  ]);
});
