export interface CarouselPageSizes {
  narrow: number;
  wide: number;
}

/** Team carousel page sizes: 10 a page on wide screens, 4 on small ones. */
export const TEAM_PAGE_SIZES: CarouselPageSizes = { narrow: 4, wide: 10 };

/** Any whole page index brought into 0..pages-1, wrapping both ways (-1 is the last page, `pages` the first). */
export function wrapPage(page: number, pages: number): number {
  if (!Number.isInteger(pages) || pages < 1) throw new RangeError('pages must be a positive whole number');
  if (!Number.isInteger(page)) return 0;
  return ((page % pages) + pages) % pages;
}

/** The page after `page`; after the last page comes the first. */
export function nextPage(page: number, pages: number): number {
  return wrapPage(page + 1, pages);
}

/** The page before `page`; before the first page comes the last. */
export function previousPage(page: number, pages: number): number {
  return wrapPage(page - 1, pages);
}

/** The 0-based page on which the item at `index` appears. */
export function pageOfItem(index: number, pageSize: number): number {
  return Math.floor(index / pageSize);
}

/** A page the visitor chose earlier, kept within the pages that exist now (the page size may have changed). */
export function clampCarouselPage(page: number, pages: number): number {
  return Math.min(Math.max(0, page), pages - 1);
}

/** The contact banner shows each slide this long before the next. */
export const BANNER_ROTATION_MS = 3000;
