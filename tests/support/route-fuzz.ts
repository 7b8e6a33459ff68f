// The property every route handler must keep, whatever arrives: never a 5xx (nor a throw, which Next answers 500),
// never a stack trace or an error's name in the body, and no changed row after a request it refused. Run with
// fast-check: a failure names the case and the seed that replays it (FUZZ_SEED=<seed> FUZZ_RUNS=<n> npx jest …).
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';

/**
 * Cases per route: 500 in `npm test`, where a 2%-frequent answer still shows up with near certainty; `npm run
 * test:deep` runs 10,000, with a fresh seed each time. A failure either finds becomes an example test of its own.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 500;
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** What leaks the inside of the server: a stack frame, a module path, an error's name, a driver's words. */
const LEAK = /\bat .+:\d+:\d+|node_modules|webpack|\b[A-Z][A-Za-z]*Error\b|\bError:|Failed query|params:|\bstack\b/;

// Columns that work outside any request changes (a mail's delivery, a session's sliding expiry) are left out, so
// the count says only what a request did.
const SKIPPED_COLUMNS: Record<string, string[]> = {
  mail_outbox: ['attempts', 'next_attempt_at', 'claimed_until', 'sent_at', 'last_error'],
  staff_sessions: ['expires_at', 'updated_at'],
};

type Rows<Row> = { rows: Row[] };

/**
 * Counts, from now on, every row any statement inserts, deletes or changes in any table of the test's database, by a
 * trigger on each; `rowChanges()` reads the count. One read per case instead of hashing every table twice.
 */
export async function watchRowChanges(): Promise<void> {
  const { db } = await getDatabase();
  const { rows } = (await db.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public'
        order by table_name, ordinal_position`,
  )) as unknown as Rows<{ table_name: string; column_name: string }>;
  const tables = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of rows)
    if (!SKIPPED_COLUMNS[table]?.includes(column)) tables.set(table, [...(tables.get(table) ?? []), column]);
  const statements = [
    'create table fuzz_row_changes (n bigint not null)',
    'insert into fuzz_row_changes values (0)',
    `create function fuzz_count_row() returns trigger language plpgsql as
       $$ begin update fuzz_row_changes set n = n + 1; return null; end $$`,
    ...[...tables].flatMap(([table, columns]) => {
      const row = (side: string) => `row(${columns.map((column) => `${side}."${column}"`).join(', ')})`;
      return [
        `create trigger fuzz_rows_added_or_removed after insert or delete on "${table}"
           for each row execute function fuzz_count_row()`,
        `create trigger fuzz_rows_changed after update on "${table}"
           for each row when (${row('old')} is distinct from ${row('new')}) execute function fuzz_count_row()`,
      ];
    }),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/** How many rows changed since watchRowChanges(). */
export async function rowChanges(): Promise<number> {
  const { db } = await getDatabase();
  const { rows } = (await db.execute(sql`select n from fuzz_row_changes`)) as unknown as Rows<{ n: string | number }>;
  return Number(rows[0].n);
}

export interface RouteFuzz<Case> {
  /** The route, as the failure message names it. */
  name: string;
  cases: fc.Arbitrary<Case>;
  /** Puts back, before a case, what an earlier case was allowed to change (a session it signed out). */
  prepare?(input: Case): Promise<void>;
  /** Calls the route handler in this process, as Next calls it. */
  send(input: Case): Promise<Response>;
  /** False for a route that keeps no rows (the proxy, the icons): nothing to compare then. */
  keepsRows?: boolean;
  /** An answer that may change rows although it is 4xx (none by default). */
  mayChange?(status: number, input: Case): boolean;
  /** Anything else this route must answer (a status for a kind of case). */
  check?(response: Response, body: string, input: Case): void;
  runs?: number;
}

/** Runs the property; returns how many answers each status got, for the log and for the caller's own checks. */
export async function fuzzRoute<Case>(fuzz: RouteFuzz<Case>): Promise<Record<number, number>> {
  const statuses = new Map<number, number>();
  const runs = fuzz.runs ?? FUZZ_RUNS;
  await fc.assert(
    fc.asyncProperty(fuzz.cases, async (input) => {
      await fuzz.prepare?.(input);
      const before = fuzz.keepsRows === false ? 0 : await rowChanges();
      let response: Response;
      try {
        response = await fuzz.send(input);
      } catch (error) {
        throw new Error(`${fuzz.name} threw, which Next answers with a 500: ${String(error)}`, { cause: error });
      }
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const body = await response.text();
      const said = `${fuzz.name} answered ${response.status}: ${body.slice(0, 300)}`;
      if (response.status >= 500) throw new Error(said);
      if (LEAK.test(body)) throw new Error(`${said}\n(the body shows the inside of the server)`);
      fuzz.check?.(response, body, input);
      const refused = response.status >= 400 && !fuzz.mayChange?.(response.status, input);
      if (refused && fuzz.keepsRows !== false) {
        const changed = (await rowChanges()) - before;
        if (changed !== 0) throw new Error(`${said}\n(yet ${changed} rows changed)`);
      }
    }),
    { numRuns: runs, seed: FUZZ_SEED },
  );
  const counted = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
  // Past any console mock of the test: the figures belong in the run's output.
  process.stdout.write(`${fuzz.name}: ${runs} cases; answers by status: ${JSON.stringify(counted)}\n`);
  return counted;
}
