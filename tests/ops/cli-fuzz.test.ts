/** @jest-environment node */
// Property test of the command-line tools' work (lib/ops/site-commands.ts: what `npm run orders`, `npm run reconcile`
// and `npm run staff` run, in the tool or in the running site asked over its socket), against a real embedded order
// book and the fake Paystack: whatever the options, the answer is a usage message or a result, never a database's
// error, and a refused command changes no row. Backup and restore write and read files: tests/ops/backup.test.ts.
import fc from 'fast-check';
import { getDatabase } from '@/lib/server/db/connection';
import { runCommand, type CommandRequest } from '@/lib/ops/site-commands';
import { parseFilter } from '@/lib/shop/money/order-export';
import { orderStatuses } from '@/lib/server/db/stored-values';
import { parsePeriod } from '@/lib/ops/reconcile-command';
import { hostileDay, hostileJsonValue, hostileText } from '../support/hostile-input';
import { FUZZ_TIMEOUT_MS, openFuzzShop, type FuzzShop } from '../support/fuzz-shop';
import { FUZZ_RUNS, FUZZ_SEED, rowChanges } from '../support/route-fuzz';

let shop: FuzzShop;

beforeAll(async () => {
  shop = await openFuzzShop(['MHV-CLI-0', 'MHV-CLI-1']);
}, 60_000);
afterAll(() => shop.close());

// What the property below found: days the database cannot hold went through to it, and the tool printed its error.
it('refuses a day the database cannot hold as it refuses any other wrong day', () => {
  expect(() => parseFilter({ from: '0000-01-01' })).toThrow('--from must be a date like 2026-01-31, not "0000-01-01"');
  expect(() => parseFilter({ to: '9999-12-31' })).toThrow('--to must be a date like 2026-01-31, not "9999-12-31"');
  expect(() => parsePeriod('2026-01-01', '9999-12-31')).toThrow('--to must be a date like 2026-01-31');
  expect(parseFilter({ from: '0001-01-01', to: '9999-12-30' })).toEqual({ from: '0001-01-01', to: '9999-12-30' });
});

/** A day as typed after --from or --to, or any value a hand-made socket client could send. */
const day = fc.oneof(hostileDay, hostileJsonValue);
const option = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });

/** What the tools send: their own options as a person types them, or anything a hand-made socket client could. */
const requests: fc.Arbitrary<CommandRequest> = fc.oneof(
  fc.record({
    tool: fc.constant('orders' as const),
    filter: fc.record({
      status: option(fc.oneof(fc.constantFrom(...orderStatuses), hostileText)),
      from: option(day),
      to: option(day),
    }),
  }),
  fc.record({ tool: fc.constant('reconcile' as const), from: option(day), to: option(day) }),
  fc.record({
    tool: fc.constant('staff' as const),
    args: fc.array(
      fc.oneof(
        fc.constantFrom('add', 'list', 'remove', 'reset', '--role', 'owner', 'staff', '-h', 'ama@example.org'),
        hostileText,
      ),
      { maxLength: 5 },
    ),
  }),
  hostileJsonValue.map((value) => value as CommandRequest),
);

it(
  `answers each of ${FUZZ_RUNS} generated commands with a result or a plain message, never a database error`,
  async () => {
    const { db } = await getDatabase();
    const codes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const before = await rowChanges();
        let code: number | 'refused';
        try {
          const result = await runCommand({ db, kind: 'pglite' }, request);
          expect([0, 1, 2]).toContain(result.code);
          expect(result.stderr).not.toMatch(/Failed query|params:|\bat .+:\d+:\d+/);
          code = result.code;
        } catch (error) {
          // The site answers its socket with the message alone, and the tool prints it: a sentence, not the database.
          const message = error instanceof Error ? error.message : String(error);
          expect(message).not.toMatch(/Failed query|params:|\bat .+:\d+:\d+/);
          code = 'refused';
        }
        codes.set(String(code), (codes.get(String(code)) ?? 0) + 1);
        if (code !== 0) expect(await rowChanges()).toBe(before);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
    process.stdout.write(
      `command-line tools: ${FUZZ_RUNS} commands; by exit code: ${JSON.stringify(Object.fromEntries(codes))}\n`,
    );
    expect(codes.get('0')).toBeGreaterThan(0);
  },
  FUZZ_TIMEOUT_MS,
);
