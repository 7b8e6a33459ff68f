// What a product's count means to a buyer, free of server code: the pages, the cart and the server read these.

/** At this many available or fewer, a product says 'Only N left'; at none, 'Out of stock'. */
export const ONLY_LEFT_UP_TO = 5;

/** What is available of a counted product (never below none); null for a product nobody counts. */
export function availableOf(onHand: number | null, held: number): number | null {
  return onHand === null ? null : Math.max(0, onHand - held);
}

/**
 * Whether the public pages must be rendered again after what is available went from `before` to `after`: when a
 * product starts or stops being counted, or the figure changes where a page shows it (5 or fewer, sold out included).
 */
export function pagesShowChange(before: number | null, after: number | null): boolean {
  if (before === after) return false;
  if (before === null || after === null) return true;
  return Math.min(before, after) <= ONLY_LEFT_UP_TO;
}
