import fc from 'fast-check';
import { groupByYear, OTHER_YEAR } from '@/lib/catalogue/videos/group-by-year';

const v = (title: string, year?: string) => ({ title, year });

describe('groupByYear', () => {
  it('lists numeric years newest first, with missing and non-numeric years under Other, last', () => {
    const groups = groupByYear([
      v('a', '2022'),
      v('b'),
      v('c', '2024'),
      v('d', 'Archive'),
      v('e', '2023'),
      v('f', 'c. 2019'),
      v('g', '2024'),
      v('h', ''),
    ]);
    expect(groups.map((group) => group.label)).toEqual(['2024', '2023', '2022', OTHER_YEAR]);
    expect(groups[0].videos.map((video) => video.title)).toEqual(['c', 'g']);
    expect(groups[3].videos.map((video) => video.title)).toEqual(['b', 'd', 'f', 'h']);
  });

  it('sorts years as numbers, not as text', () => {
    const groups = groupByYear([v('old', '999'), v('new', '2001'), v('mid', '1999')]);
    expect(groups.map((group) => group.label)).toEqual(['2001', '1999', '999']);
  });

  it('treats a year with surrounding spaces as that year', () => {
    const groups = groupByYear([v('a', ' 2024 '), v('b', '2024')]);
    expect(groups).toEqual([{ label: '2024', videos: [v('a', ' 2024 '), v('b', '2024')] }]);
  });

  it('counts partly numeric years such as "2023/24" or "2024.5" as Other', () => {
    const groups = groupByYear([v('a', '2023/24'), v('b', '2024.5'), v('c', '-2020')]);
    expect(groups).toEqual([{ label: OTHER_YEAR, videos: [v('a', '2023/24'), v('b', '2024.5'), v('c', '-2020')] }]);
  });

  it('has no Other group when every year is numeric, and no groups for no videos', () => {
    expect(groupByYear([v('a', '2020')]).map((group) => group.label)).toEqual(['2020']);
    expect(groupByYear([])).toEqual([]);
  });

  it('keeps every video exactly once, years descending, Other only at the end', () => {
    const year = fc.oneof(
      fc.constant(undefined),
      fc.integer({ min: 1990, max: 2030 }).map(String),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(year, { maxLength: 40 }), (years) => {
        const items = years.map((value, index) => ({ id: index, year: value }));
        const groups = groupByYear(items);
        const ids = groups.flatMap((group) => group.videos.map((item) => item.id)).sort((a, b) => a - b);
        expect(ids).toEqual(items.map((item) => item.id));
        const otherIndex = groups.findIndex((group) => group.label === OTHER_YEAR);
        if (otherIndex !== -1) expect(otherIndex).toBe(groups.length - 1);
        const numeric = groups.filter((group) => group.label !== OTHER_YEAR).map((group) => Number(group.label));
        expect(numeric).toEqual([...numeric].sort((a, b) => b - a));
        expect(new Set(numeric).size).toBe(numeric.length);
      }),
    );
  });
});
