/** Number of pages for `total` items at `pageSize` a page: the total divided by the page size, rounded up (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) throw new RangeError('pageSize must be positive');
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a requested page within 1..pageCount; anything that is not a whole number gives page 1. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, pages);
}

/** The items shown on a 1-based page. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
