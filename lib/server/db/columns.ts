import { timestamp } from 'drizzle-orm/pg-core';

// Column shapes every table of the order book uses alike.

/** A moment in time, with its time zone, read as a Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
