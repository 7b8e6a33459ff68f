/**
 * Number of pages for `total` items at `pageSize` a page: the total divided by the page size, rounded up (at least 1).
 */
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

/** The address of a page of a list: page 1 is the list's own address, the others `${base}/page/N`. */
export function pagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** The address of every page of a list of `total` items, page 1 first. */
export function pagePaths(base: string, total: number, pageSize: number): string[] {
  return Array.from({ length: pageCount(total, pageSize) }, (_, index) => pagePath(base, index + 1));
}

/**
 * The page numbers worth prerendering beyond page 1, as route parameters ({ page: '2' }, ...). A list that fits on
 * one page still gets page 2, which then answers 404, because a prerendered route needs at least one parameter.
 */
export function laterPageParams(total: number, pageSize: number): { page: string }[] {
  const pages = pageCount(total, pageSize);
  return Array.from({ length: Math.max(1, pages - 1) }, (_, index) => ({ page: String(index + 2) }));
}

/** A page number read from an address ('2'), or null when it is not a page of the list. */
export function pageFromParam(param: string, total: number, pageSize: number): number | null {
  if (!/^[1-9]\d*$/.test(param)) return null;
  const page = Number(param);
  return page >= 2 && page <= pageCount(total, pageSize) ? page : null;
}
