import 'server-only';
import type { AppDatabase } from '@/lib/server/db/client';
import { startOfDay } from '@/lib/shop/orders/order-filter';
import { PaystackError } from '@/lib/paystack/paystack-api';
import { SETTINGS_FILE_HELP, type CommandResult } from '@/lib/ops/command-result';
import { reconcilePeriod, type Period } from '../shop/money/reconcile-period';

// `npm run reconcile -- --from <date> --to <date>`, wherever it runs (the tool itself, or the running site when it
// holds the embedded database): the period read and checked, the run, and what it prints.

export const RECONCILE_HELP = `Usage: npm run reconcile -- --from YYYY-MM-DD --to YYYY-MM-DD
Checks every order of the period still pending with Paystack and settles it, then compares Paystack's transactions
and refunds of the period with the order book and prints every difference (days in UTC, Ghana's time; both included).
${SETTINGS_FILE_HELP}`;

const DAY_MS = 86_400_000;

/** The period of two days as typed; throws a plain message for anything else. */
export function parsePeriod(from: unknown, to: unknown): Period {
  if (typeof from !== 'string' || typeof to !== 'string') throw new Error('Give both --from and --to.');
  const start = startOfDay(from, '--from');
  const end = new Date(startOfDay(to, '--to').getTime() + DAY_MS);
  if (end <= start) throw new Error('--to must not be before --from.');
  return { from: start, to: end };
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const periodWords = (period: Period) => `${day(period.from)} to ${day(new Date(period.to.getTime() - DAY_MS))}`;

export async function runReconcileCommand(db: AppDatabase, from: unknown, to: unknown): Promise<CommandResult> {
  let period: Period;
  try {
    period = parsePeriod(from, to);
  } catch (error) {
    return { code: 2, stdout: '', stderr: `${(error as Error).message}\n\n${RECONCILE_HELP}\n` };
  }
  try {
    const report = await reconcilePeriod(db, period, 'command');
    const summary = `Reconciled ${periodWords(period)}: ${report.checked} pending orders checked with Paystack, ${report.settled} settled${report.unanswered ? ` (${report.unanswered} unanswered: still pending)` : ''}; ${report.transactions} Paystack transactions and ${report.refunds} refunds compared.`;
    const found =
      report.differences.length === 0
        ? [`No differences between Paystack and the order book for ${periodWords(period)}.`]
        : [
            `${report.differences.length} differences:`,
            ...report.differences.map((difference) => `- ${difference.says}`),
          ];
    return { code: 0, stdout: [summary, ...found, ''].join('\n'), stderr: '' };
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    return {
      code: 1,
      stdout: '',
      stderr: `Paystack could not be reached (${error.message}). Nothing was compared; try again later.\n`,
    };
  }
}
