import 'server-only';
import { SETTINGS_FILE_HELP, type CommandResult } from '@/lib/ops/command-result';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { BackupRefused } from './backup/read-backup';
import { restoreBackup } from './backup/restore-backup';
import { writeBackup } from './backup/write-backup';

// `npm run backup` and `npm run restore`, wherever they run (the tool itself, or the running site when it holds the
// embedded database): what they do and what they print.

export const BACKUP_HELP = `Usage: npm run backup -- <file>
Writes the whole order book (orders, events, refunds, disputes, mail, staff accounts, the activity log) to one file,
consistent to one moment, while the site keeps running.
${SETTINGS_FILE_HELP}`;

export const RESTORE_HELP = `Usage: npm run restore -- <file> [--force]
Loads a backup into the configured database (DATA_DIR or DATABASE_URL). A database that already holds orders or
accounts is refused unless --force is given; then everything in it is replaced by the backup.
${SETTINGS_FILE_HELP}`;

const size = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function runBackupCommand(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  file: string,
): Promise<CommandResult> {
  const summary = await writeBackup(handle.db, handle.kind, file);
  return {
    code: 0,
    stdout: `Backed up ${summary.rows} rows of ${summary.tables} tables to ${file} (${size(summary.bytes)}) in ${summary.ms} ms.\n`,
    stderr: '',
  };
}

export async function runRestoreCommand(
  handle: Pick<DatabaseHandle, 'db'>,
  file: string,
  force: boolean,
): Promise<CommandResult> {
  try {
    const summary = await restoreBackup(handle.db, file, force);
    return {
      code: 0,
      stdout: `Restored ${summary.rows} rows of ${summary.tables} tables from ${file} in ${summary.ms} ms.\n`,
      stderr: '',
    };
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    return { code: 2, stdout: '', stderr: `${error.message}\n` };
  }
}
