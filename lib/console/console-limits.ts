// The console's numbers, written once. Free of server code.

/** Orders on one page of the list: enough for a day of a small shop, light on a phone. */
export const ORDERS_PER_PAGE = 25;
/** Products on one page of the catalogue's list: a screenful or two on a phone, each with its photo. */
export const PRODUCTS_PER_PAGE = 20;
/** Activity log entries on one page. */
export const ACTIVITY_PER_PAGE = 50;
/** The longest note, reason or search text the console takes. */
export const MAX_NOTE_LENGTH = 2000;
export const MAX_REASON_LENGTH = 500;
export const MAX_SEARCH_LENGTH = 100;
/** A pending order may be checked with Paystack once it has waited this long (the webhook usually settles it). */
export const CHECK_AFTER_MINUTES = 15;
/** The owner's comparison with Paystack from the console covers this many days up to now. */
export const RECONCILE_DAYS = 7;
/** The largest form the console takes. */
export const MAX_FORM_BYTES = 16 * 1024;
