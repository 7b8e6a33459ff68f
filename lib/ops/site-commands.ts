import 'server-only';
import type { CommandResult } from './command-result';
import { BACKUP_HELP, RESTORE_HELP, runBackupCommand, runRestoreCommand } from '@/lib/ops/backup-commands';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { listOrders, ordersCsv, parseFilter } from '@/lib/shop/money/order-export';
import { runReconcileCommand } from '@/lib/ops/reconcile-command';
import { runStaffCommand } from './staff-command';
import { CATALOGUE_HELP, runCatalogueCommand } from './catalogue-command';
import { runCheckScriptsCommand } from './check-scripts-command';

// What the command-line tools do, in one place, whichever process runs it: the tool itself (Postgres, or PGlite
// with no site running) or the running site (PGlite, asked over its socket).

export type CommandRequest =
  | { tool: 'orders'; filter: { status?: unknown; from?: unknown; to?: unknown } }
  | { tool: 'staff'; args: string[] }
  | { tool: 'reconcile'; from?: unknown; to?: unknown }
  | { tool: 'backup'; file: string }
  | { tool: 'restore'; file: string; force: boolean }
  | { tool: 'catalogue'; action: 'export' | 'import'; file: string }
  | { tool: 'check-scripts' };

/** An absolute path from the tool (the site and the tool share the machine); anything else is a usage error. */
const isFile = (file: unknown): file is string =>
  typeof file === 'string' && file.startsWith('/') && !file.includes('\0');

export async function runCommand(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  request: CommandRequest,
): Promise<CommandResult> {
  const { db } = handle;
  switch (request.tool) {
    case 'orders':
      return { code: 0, stdout: ordersCsv(await listOrders(db, parseFilter(request.filter))), stderr: '' };
    case 'staff':
      if (!Array.isArray(request.args) || !request.args.every((arg) => typeof arg === 'string'))
        throw new Error('staff: args must be a list of words');
      return runStaffCommand(db, request.args);
    case 'reconcile':
      return runReconcileCommand(db, request.from, request.to);
    case 'backup':
      if (!isFile(request.file)) return { code: 2, stdout: '', stderr: `${BACKUP_HELP}\n` };
      return runBackupCommand(handle, request.file);
    case 'restore':
      if (!isFile(request.file)) return { code: 2, stdout: '', stderr: `${RESTORE_HELP}\n` };
      return runRestoreCommand(handle, request.file, request.force === true);
    case 'catalogue':
      if (!isFile(request.file)) return { code: 2, stdout: '', stderr: `${CATALOGUE_HELP}\n` };
      return runCatalogueCommand(db, request.action, request.file);
    case 'check-scripts':
      return runCheckScriptsCommand();
    default:
      throw new Error('Unknown command');
  }
}
