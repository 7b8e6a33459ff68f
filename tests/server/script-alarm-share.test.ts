/** @jest-environment node */
// How the script alarm shares its work: a Node server checks every page each round; a Worker, whose invocation may
// make 50 requests and spend 10 ms of CPU on the free plan, checks a few pages a round, every page in turn. Its rounds
// are ROUND_GAP_MINUTES apart, as the Cron Trigger starts them: each share must come in turn at that gap.
import { inShare, roundShare } from '@/lib/server/csp/script-alarm-share';
import { ROUND_GAP_MINUTES } from '@/lib/server/csp/script-alarm-store';

const pages = Array.from({ length: 30 }, (_, index) => `/page-${index}`);
const MINUTE = 60_000;

/** The shares of `rounds` rounds a Worker runs one after the other from `firstMinute`, each a few seconds late. */
function workerRounds(firstMinute: number, rounds: number) {
  return Array.from({ length: rounds }, (_, round) => {
    const late = (round % 4) * 1_500;
    return roundShare(pages.length, true, ROUND_GAP_MINUTES, (firstMinute + round * ROUND_GAP_MINUTES) * MINUTE + late);
  });
}

it('a Node server checks every page in each round', () => {
  expect(pages.filter(inShare(roundShare(pages.length, false, ROUND_GAP_MINUTES)))).toEqual(pages);
});

it('a Worker checks at most four pages a round, and every page once in as many rounds as there are shares', () => {
  const { parts } = roundShare(pages.length, true, ROUND_GAP_MINUTES);
  expect(parts).toBe(8);
  // From whatever minute the rounds began, ROUND_GAP_MINUTES apart: each share in turn, none twice, none left out.
  for (const firstMinute of [0, 1, 7, 13, 29_418_331]) {
    const shares = workerRounds(firstMinute, parts);
    const first = shares[0].part;
    expect(shares.map((share) => share.part)).toEqual(shares.map((_, round) => (first + round) % parts));
    const seen = shares.flatMap((share) => pages.filter(inShare(share)));
    for (const share of shares) expect(pages.filter(inShare(share)).length).toBeLessThanOrEqual(4);
    expect([...seen].sort()).toEqual([...pages].sort());
    // The round after them starts again with the first round's pages.
    const [, again] = workerRounds(firstMinute + (parts - 1) * ROUND_GAP_MINUTES, 2);
    expect(again).toEqual(shares[0]);
  }
});
