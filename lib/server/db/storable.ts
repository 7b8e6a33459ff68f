// What the order book's columns can hold, for checking outside input before it reaches a query: a value past these
// makes Postgres (and PGlite) refuse the statement, which would surface as a 500 instead of a plain refusal.

/**
 * Text a text or jsonb column takes: Postgres' text cannot hold the NUL character, and PGlite fails on some lone
 * surrogates (half an emoji, which JSON's \udc00 escapes can make) where node-postgres would store U+FFFD.
 */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && text.isWellFormed();

/** The largest value of an `integer` column (amounts in pesewas, counts). */
const MAX_INTEGER_COLUMN = 2_147_483_647;

/** A whole number an `integer` column holds. */
export const isStorableInteger = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Math.abs(value as number) <= MAX_INTEGER_COLUMN;

/**
 * A moment a timestamp column takes as the driver writes it (toISOString): years 1 to 9999. JavaScript reads dates
 * down to the year -271821 and up to 275760, which are written as '-271821-…' or '+275760-…'; Postgres has no year 0
 * and reads neither form.
 */
export function isStorableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(year) && year >= 1 && year <= 9999;
}
