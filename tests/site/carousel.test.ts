import fc from 'fast-check';
import { TEAM_PAGE_SIZES, clampCarouselPage, nextPage, pageOfItem, previousPage, wrapPage } from '@/lib/site/carousel';
import { pageCount, pageItems } from '@/lib/site/pagination';

describe('team carousel page size', () => {
  it('splits a ten-member roster into 1 wide page and 3 phone pages of 4, 4 and 2', () => {
    const teamMembers = Array.from({ length: 10 }, (_, index) => `member ${index + 1}`);
    expect(pageCount(teamMembers.length, TEAM_PAGE_SIZES.wide)).toBe(1);
    expect(pageCount(teamMembers.length, TEAM_PAGE_SIZES.narrow)).toBe(3);
    const sizes = [1, 2, 3].map((page) => pageItems(teamMembers, page, TEAM_PAGE_SIZES.narrow).length);
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('puts each item on the page its index falls in', () => {
    expect([0, 3, 4, 7, 8, 9].map((index) => pageOfItem(index, 4))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(pageOfItem(9, 10)).toBe(0);
    expect(pageOfItem(10, 10)).toBe(1);
  });
});

describe('carousel wrap-around', () => {
  it('goes from the last page to the first with next, and from the first to the last with previous', () => {
    expect(nextPage(0, 3)).toBe(1);
    expect(nextPage(1, 3)).toBe(2);
    expect(nextPage(2, 3)).toBe(0);
    expect(previousPage(0, 3)).toBe(2);
    expect(previousPage(2, 3)).toBe(1);
  });

  it('stays on the only page when there is one', () => {
    expect(nextPage(0, 1)).toBe(0);
    expect(previousPage(0, 1)).toBe(0);
  });

  it('always lands on an existing page, and next then previous returns to where it started', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: -1000, max: 1000 }), (pages, page) => {
        const wrapped = wrapPage(page, pages);
        expect(wrapped).toBeGreaterThanOrEqual(0);
        expect(wrapped).toBeLessThan(pages);
        expect(previousPage(nextPage(wrapped, pages), pages)).toBe(wrapped);
        expect(nextPage(previousPage(wrapped, pages), pages)).toBe(wrapped);
      }),
    );
  });

  it('visits every page once in a full round of next presses', () => {
    let page = 0;
    const seen: number[] = [];
    for (let press = 0; press < 5; press += 1) {
      seen.push(page);
      page = nextPage(page, 5);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(page).toBe(0);
  });

  it('rejects a page count below 1', () => {
    expect(() => wrapPage(0, 0)).toThrow(RangeError);
  });

  it('keeps a chosen page within the pages that exist after the page size changes', () => {
    expect(clampCarouselPage(2, 1)).toBe(0);
    expect(clampCarouselPage(2, 3)).toBe(2);
    expect(clampCarouselPage(-1, 3)).toBe(0);
  });
});
