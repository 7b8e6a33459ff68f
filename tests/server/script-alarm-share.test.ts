/** @jest-environment node */
// How the script alarm shares its work: a Node server checks every page each round; a Worker, whose invocation may
// make 50 requests and spend 10 ms of CPU on the free plan, checks a few pages a minute, every page in turn.
import { inShare, roundShare } from '@/lib/server/csp/script-alarm-share';

const pages = Array.from({ length: 30 }, (_, index) => `/page-${index}`);
const MINUTE = 60_000;

it('a Node server checks every page in each round', () => {
  expect(pages.filter(inShare(roundShare(pages.length, false)))).toEqual(pages);
});

it('a Worker checks at most four pages a minute, and every page once in eight minutes', () => {
  const seen: string[] = [];
  for (let minute = 0; minute < 8; minute += 1) {
    const share = pages.filter(inShare(roundShare(pages.length, true, minute * MINUTE)));
    expect(share.length).toBeLessThanOrEqual(4);
    seen.push(...share);
  }
  expect([...seen].sort()).toEqual([...pages].sort());
  // The ninth minute starts again with the first minute's pages.
  expect(pages.filter(inShare(roundShare(pages.length, true, 8 * MINUTE)))).toEqual(
    pages.filter(inShare(roundShare(pages.length, true, 0))),
  );
});
