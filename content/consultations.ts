import type { Consultation } from '@/content/schema/consultation';

// What a fresh install offers to book. The staff change it in the console afterwards; this only fills an empty
// database, so the site takes a booking from its first start.

/** Monday to Saturday, 09:00 to 12:00 and 13:00 to 17:00 in Ghana: a lunch hour, and Sundays for the community. */
const weekdays = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, from: '09:00', to: '12:00' },
  { weekday, from: '13:00', to: '17:00' },
]);

export const consultations: Consultation[] = [
  {
    slug: 'herbalist',
    name: 'Consultation with a herbalist',
    description:
      'Thirty minutes with one of our herbalists about your health and the herbs that can support it. The deposit ' +
      'holds your time; the rest is paid at the centre.',
    durationMinutes: 30,
    price: 20_000,
    deposit: 5_000,
    place: 'centre',
    people: [
      { name: 'Yaw Darko', weeklyHours: weekdays, daysOff: [] },
      { name: 'Abena Owusu', weeklyHours: weekdays, daysOff: [] },
    ],
  },
];
