import { sql } from 'drizzle-orm';

// When a hold made now ends, by the database's clock: every hold (a product's units, a consultation's time) is
// written and compared with now() on the one clock all instances share, never a server's own.

/** The moment `minutes` from now, for a hold's expiry column. */
export const holdUntil = (minutes: number) => sql`now() + make_interval(mins => ${minutes}::int)`;

/** The moment now, to compare a hold's expiry with. */
export const databaseNow = sql`now()`;
