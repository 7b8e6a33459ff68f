import fc from 'fast-check';
import {
  clampPage,
  laterPageParams,
  pageCount,
  pageFromParam,
  pageItems,
  pagePath,
  pagePaths,
} from '@/lib/site/pagination';

describe('pageCount at 9 a page (the directory)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [8, 1],
    [9, 1],
    [10, 2],
    [14, 2],
    [18, 2],
    [19, 3],
    [27, 3],
    [28, 4],
  ])('%i businesses make %i page(s)', (total, pages) => {
    expect(pageCount(total, 9)).toBe(pages);
  });

  it('is the total divided by the page size, rounded up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 50 }), (total, size) => {
        const pages = pageCount(total, size);
        expect(pages).toBe(Math.ceil(total / size));
        expect((pages - 1) * size).toBeLessThan(total);
        expect(pages * size).toBeGreaterThanOrEqual(total);
      }),
    );
  });

  it('refuses a page size of zero or less', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
  });
});

describe('pageItems and clampPage', () => {
  const items = Array.from({ length: 14 }, (_, index) => index + 1);

  it('shows 9 on the first page and the remaining 5 on the second', () => {
    expect(pageItems(items, 1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(items, 2, 9)).toEqual([10, 11, 12, 13, 14]);
  });

  it('covers every item once across all pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 20 }), (total, size) => {
        const list = Array.from({ length: total }, (_, index) => index);
        const pages = pageCount(total, size);
        const seen = Array.from({ length: pages }, (_, index) => pageItems(list, index + 1, size)).flat();
        expect(seen).toEqual(list);
      }),
    );
  });

  it('keeps a requested page within the pages that exist', () => {
    expect(clampPage(0, 2)).toBe(1);
    expect(clampPage(3, 2)).toBe(2);
    expect(clampPage(1.5, 2)).toBe(1);
    expect(clampPage(Number.NaN, 2)).toBe(1);
    expect(clampPage(2, 2)).toBe(2);
  });
});

describe('page addresses', () => {
  it('puts page 1 at the list address and the others under /page/N', () => {
    expect(pagePaths('/directory', 14, 9)).toEqual(['/directory', '/directory/page/2']);
    expect(pagePaths('/directory', 0, 9)).toEqual(['/directory']);
    expect(pagePath('/Products/category/tea', 3)).toBe('/Products/category/tea/page/3');
  });

  it('prerenders pages 2 and up (page 2 alone when one page holds everything)', () => {
    expect(laterPageParams(19, 9)).toEqual([{ page: '2' }, { page: '3' }]);
    expect(laterPageParams(5, 9)).toEqual([{ page: '2' }]);
  });

  it('reads a page number from an address only when it is a later page of the list', () => {
    expect(pageFromParam('2', 14, 9)).toBe(2);
    expect(pageFromParam('3', 14, 9)).toBeNull();
    expect(pageFromParam('1', 14, 9)).toBeNull();
    expect(pageFromParam('02', 14, 9)).toBeNull();
    expect(pageFromParam('2.0', 14, 9)).toBeNull();
  });

  it('lists every item on exactly one page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 20 }), (total, size) => {
        const items = Array.from({ length: total }, (_, index) => index);
        const shown = pagePaths('/x', total, size).flatMap((_, index) => pageItems(items, index + 1, size));
        expect(shown).toEqual(items);
      }),
    );
  });
});
