import { STAFF_BOOKINGS_PATH } from '@/lib/bookings/booking-path';

// The owner's pages of the bookings' settings, under the console's agenda. Free of server code.

/** Every consultation, each with its form, and the form that adds one. */
export const CONSULTATION_SETTINGS_PATH = `${STAFF_BOOKINGS_PATH}/consultations`;

/** Each person's weekly hours and days off, and the shop's notice and horizon. */
export const HOURS_SETTINGS_PATH = `${STAFF_BOOKINGS_PATH}/hours`;
