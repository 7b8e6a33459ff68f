import type { WeeklyRange } from '@/content/schema/booking-hours';
import { SHOP_TIME_ZONE } from '@/content/schema/rules';

// Which times of a consultation can be booked, from each person's weekly hours, days off and what is already held or
// booked. Pure: the pages list these times, and Pay Now checks one proposed time against the same rules under its
// lock, so the two can never disagree on what is open.

type PersonHours = { personId: number; weeklyHours: readonly WeeklyRange[]; daysOff: readonly string[] };
export type Interval = { personId: number; startsAt: Date; endsAt: Date };

export type Schedule = {
  durationMinutes: number;
  people: readonly PersonHours[];
  /** Times held by an unpaid Pay Now or booked, of any consultation: a person is in one place at a time. */
  busy: readonly Interval[];
  now: Date;
  minNoticeMinutes: number;
  horizonDays: number;
};

/** Why a proposed time cannot be booked; each has its own sentence for the visitor. */
export type TimeRefusal = 'past' | 'notice' | 'horizon' | 'outside-hours' | 'taken';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});

/** The calendar day in Ghana of an instant, YYYY-MM-DD. */
export const bookingDay = (instant: Date): string => dayFormat.format(instant);

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The zone's offset from UTC at an instant, in minutes, read from the zone's own wall clock. */
function offsetMinutes(instant: Date): number {
  const [y, m, d] = bookingDay(instant).split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutesOf(clockFormat.format(instant)) * MINUTE;
  return Math.round((wall - Math.floor(instant.getTime() / MINUTE) * MINUTE) / MINUTE);
}

/** The instant a wall-clock time of a Ghana day happens: minutes after that day's midnight. */
function instantOf(day: string, minutes: number): Date {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutes * MINUTE;
  return new Date(wall - offsetMinutes(new Date(wall)) * MINUTE);
}

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY).toISOString().slice(0, 10);

const overlaps = (a: Interval, b: Interval) =>
  a.personId === b.personId && a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** Every time a person's weekly hours offer on one day: from each range's start, one duration after another. */
function gridOfDay(person: PersonHours, day: string, durationMinutes: number): Interval[] {
  if (person.daysOff.includes(day)) return [];
  const times: Interval[] = [];
  for (const range of person.weeklyHours) {
    if (range.weekday !== weekdayOf(day)) continue;
    const end = minutesOf(range.to);
    for (let start = minutesOf(range.from); start + durationMinutes <= end; start += durationMinutes) {
      const startsAt = instantOf(day, start);
      times.push({
        personId: person.personId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + durationMinutes * MINUTE),
      });
    }
  }
  return times;
}

/** Whether a time on the grid breaks the window of notice and horizon, or is taken. */
function refusalOf(time: Interval, schedule: Schedule): TimeRefusal | null {
  const now = schedule.now.getTime();
  const start = time.startsAt.getTime();
  if (start <= now) return 'past';
  if (start < now + schedule.minNoticeMinutes * MINUTE) return 'notice';
  if (start >= now + schedule.horizonDays * DAY) return 'horizon';
  if (schedule.busy.some((busy) => overlaps(busy, time))) return 'taken';
  return null;
}

/** The open times from now to the horizon, sorted by start, then by person. */
export function openTimes(schedule: Schedule): Interval[] {
  const last = bookingDay(new Date(schedule.now.getTime() + schedule.horizonDays * DAY));
  const times: Interval[] = [];
  for (let day = bookingDay(schedule.now); day <= last; day = nextDay(day)) {
    for (const person of schedule.people) {
      for (const time of gridOfDay(person, day, schedule.durationMinutes))
        if (refusalOf(time, schedule) === null) times.push(time);
    }
  }
  return times.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.personId - b.personId);
}

/** Why one proposed time of one person cannot be booked, or null when it can. */
export function refuseTime(schedule: Schedule, personId: number, startsAt: Date): TimeRefusal | null {
  const person = schedule.people.find((candidate) => candidate.personId === personId);
  const onGrid = person
    ? gridOfDay(person, bookingDay(startsAt), schedule.durationMinutes).find(
        (time) => time.startsAt.getTime() === startsAt.getTime(),
      )
    : undefined;
  const time = onGrid ?? {
    personId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + schedule.durationMinutes * MINUTE),
  };
  const windowed = refusalOf(time, { ...schedule, busy: [] });
  if (windowed) return windowed;
  if (!onGrid) return 'outside-hours';
  return refusalOf(time, schedule);
}

/** Times grouped by their day in Ghana, in order: what a consultation's page lists under each day's heading. */
export function byBookingDay<T extends { startsAt: Date }>(times: readonly T[]): { day: string; times: T[] }[] {
  const days = new Map<string, T[]>();
  for (const time of times) {
    const day = bookingDay(time.startsAt);
    const list = days.get(day);
    if (list) list.push(time);
    else days.set(day, [time]);
  }
  return [...days].map(([day, list]) => ({ day, times: list }));
}
