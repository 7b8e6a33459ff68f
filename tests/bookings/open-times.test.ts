/** @jest-environment node */
import fc from 'fast-check';
import { byBookingDay, openTimes, refuseTime, type Schedule } from '@/lib/bookings/open-times';
import { weeklyRangeSchema } from '@/content/schema/booking-hours';

// 2026-11-30 is a Monday. Ghana's time is GMT, so a time of day there reads the same in UTC.
const MONDAY = '2026-11-30';
const at = (day: string, clock: string) => new Date(`${day}T${clock}:00Z`);
const clocks = (times: { startsAt: Date }[]) => times.map((time) => time.startsAt.toISOString().slice(0, 16));

const nana = { personId: 1, weeklyHours: [{ weekday: 1, from: '09:00', to: '12:00' }], daysOff: [] as string[] };
const kofi = { personId: 2, weeklyHours: [{ weekday: 1, from: '10:00', to: '11:00' }], daysOff: [] as string[] };

const schedule = (changes: Partial<Schedule> = {}): Schedule => ({
  durationMinutes: 60,
  people: [nana],
  busy: [],
  now: at('2026-11-29', '12:00'),
  minNoticeMinutes: 120,
  horizonDays: 30,
  ...changes,
});

it('a time starts at each range start and every duration after it, ending within the range, several ranges a day', () => {
  const lunch = { ...nana, weeklyHours: [...nana.weeklyHours, { weekday: 1, from: '13:00', to: '14:30' }] };
  const times = openTimes(schedule({ people: [lunch], horizonDays: 2 }));
  expect(clocks(times)).toEqual(['2026-11-30T09:00', '2026-11-30T10:00', '2026-11-30T11:00', '2026-11-30T13:00']);
  expect(times[0].endsAt).toEqual(at(MONDAY, '10:00'));
});

it('nothing on a day off, and the next week goes on', () => {
  const away = { ...nana, daysOff: [MONDAY] };
  expect(clocks(openTimes(schedule({ people: [away], horizonDays: 9 })))).toEqual([
    '2026-12-07T09:00',
    '2026-12-07T10:00',
    '2026-12-07T11:00',
  ]);
});

it('no time starts inside the minimum notice or in the past, nor at or after the horizon', () => {
  const now = at(MONDAY, '08:30');
  expect(clocks(openTimes(schedule({ now, horizonDays: 1 })))).toEqual(['2026-11-30T11:00']);
  expect(refuseTime(schedule({ now }), 1, at(MONDAY, '09:00'))).toBe('notice');
  expect(refuseTime(schedule({ now: at(MONDAY, '09:30') }), 1, at(MONDAY, '09:00'))).toBe('past');
  expect(refuseTime(schedule({ horizonDays: 7 }), 1, at('2026-12-07', '11:00'))).toBe('horizon');
  expect(refuseTime(schedule({ horizonDays: 8 }), 1, at('2026-12-07', '11:00'))).toBeNull();
});

it("a person busy with another consultation of another length loses every time it overlaps, and only that person's", () => {
  const busy = [{ personId: 1, startsAt: at(MONDAY, '10:30'), endsAt: at(MONDAY, '11:15') }];
  const times = openTimes(schedule({ people: [nana, kofi], busy, horizonDays: 2 }));
  expect(times.map((time) => [time.startsAt.toISOString().slice(11, 16), time.personId])).toEqual([
    ['09:00', 1],
    ['10:00', 2],
  ]);
  expect(refuseTime(schedule({ busy }), 1, at(MONDAY, '11:00'))).toBe('taken');
  expect(refuseTime(schedule({ busy }), 1, at(MONDAY, '09:00'))).toBeNull();
});

it('a time off the grid, of a person who does not offer it, or on a weekday without hours is outside the hours', () => {
  expect(refuseTime(schedule(), 1, at(MONDAY, '09:30'))).toBe('outside-hours');
  expect(refuseTime(schedule(), 3, at(MONDAY, '09:00'))).toBe('outside-hours');
  expect(refuseTime(schedule(), 1, at('2026-12-01', '09:00'))).toBe('outside-hours');
});

it('a visitor just before midnight sees the next days, grouped by the day in Ghana', () => {
  const days = byBookingDay(
    openTimes(schedule({ people: [nana, kofi], now: at('2026-11-29', '23:59'), horizonDays: 8 })),
  );
  expect(days.map((day) => [day.day, day.times.length])).toEqual([
    [MONDAY, 4],
    ['2026-12-07', 4],
  ]);
  expect(days[0].times.map((time) => time.personId)).toEqual([1, 1, 2, 1]);
});

it('every time listed is one Pay Now accepts, whatever the hours, the busy times and the clock', () => {
  const range = fc
    .record({
      weekday: fc.integer({ min: 0, max: 6 }),
      from: fc.integer({ min: 0, max: 22 }),
      span: fc.integer({ min: 1, max: 12 }),
    })
    .map(({ weekday, from, span }) => {
      const to = Math.min(from + span, 23);
      const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
      return weeklyRangeSchema.parse({ weekday, from: clock(from), to: clock(to) });
    });
  fc.assert(
    fc.property(
      fc.array(range, { maxLength: 6 }),
      fc.integer({ min: 0, max: 7 * 24 * 60 }),
      fc.constantFrom(15, 30, 45, 60, 90),
      fc.array(fc.integer({ min: 0, max: 7 * 24 }), { maxLength: 5 }),
      (weeklyHours, minutesIn, durationMinutes, busyHours) => {
        const now = new Date(at(MONDAY, '00:00').getTime() + minutesIn * 60_000);
        const busy = busyHours.map((hour) => {
          const startsAt = new Date(at(MONDAY, '00:00').getTime() + hour * 3_600_000);
          return { personId: 1, startsAt, endsAt: new Date(startsAt.getTime() + 50 * 60_000) };
        });
        const plan = schedule({
          people: [{ personId: 1, weeklyHours, daysOff: [] }],
          busy,
          now,
          durationMinutes,
          horizonDays: 7,
        });
        for (const time of openTimes(plan)) expect(refuseTime(plan, 1, time.startsAt)).toBeNull();
      },
    ),
    { numRuns: 200 },
  );
});
