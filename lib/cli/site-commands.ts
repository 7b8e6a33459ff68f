import 'server-only';
import type { AppDatabase } from '@/lib/db/client';
import { listOrders, ordersCsv, parseFilter } from '@/lib/orders/order-export';
import { runReconcileCommand } from '@/lib/reconcile/reconcile-command';
import { runStaffCommand } from './staff-command';

// What the command-line tools do, in one place, whichever process runs it: the tool itself (Postgres, or PGlite
// with no site running) or the running site (PGlite, asked over its socket).

export type CommandRequest =
  | { tool: 'orders'; filter: { status?: unknown; from?: unknown; to?: unknown } }
  | { tool: 'staff'; args: string[] }
  | { tool: 'reconcile'; from?: unknown; to?: unknown };

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCommand(db: AppDatabase, request: CommandRequest): Promise<CommandResult> {
  switch (request.tool) {
    case 'orders':
      return { code: 0, stdout: ordersCsv(await listOrders(db, parseFilter(request.filter))), stderr: '' };
    case 'staff':
      if (!Array.isArray(request.args) || !request.args.every((arg) => typeof arg === 'string'))
        throw new Error('staff: args must be a list of words');
      return runStaffCommand(db, request.args);
    case 'reconcile':
      return runReconcileCommand(db, request.from, request.to);
    default:
      throw new Error('Unknown command');
  }
}
