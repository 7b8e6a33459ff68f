import { pageCount } from '@/lib/pagination';

/** Below this window width the site uses its small-screen layout. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Team carousel page sizes: 10 a page on wide screens, 4 under 768 px. */
export const TEAM_PAGE_SIZE_WIDE = 10;
export const TEAM_PAGE_SIZE_NARROW = 4;

export interface CarouselPageSizes {
  narrow: number;
  wide: number;
}

export const TEAM_PAGE_SIZES: CarouselPageSizes = { narrow: TEAM_PAGE_SIZE_NARROW, wide: TEAM_PAGE_SIZE_WIDE };

/** Items a page for a window `width` pixels wide. */
export function carouselPageSize(width: number, sizes: CarouselPageSizes = TEAM_PAGE_SIZES): number {
  return width < MOBILE_BREAKPOINT_PX ? sizes.narrow : sizes.wide;
}

/** Number of pages (at least 1) for `total` items at `pageSize` a page. */
export function carouselPageCount(total: number, pageSize: number): number {
  return pageCount(total, pageSize);
}

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
