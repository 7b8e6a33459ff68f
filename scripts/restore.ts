// `npm run restore -- orders-2026-11-24.backup [--force]`: loads a backup into the configured database
// (lib/ops/backup/), refusing a damaged file, and a database that already holds data unless --force is given.
import './settings-file';
import path from 'node:path';
import { finish, runTool } from '@/lib/ops/run-tool';
import { RESTORE_HELP } from '@/lib/ops/backup-commands';

function main(): Promise<void> | void {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h'))
    return finish({ code: 0, stdout: `${RESTORE_HELP}\n`, stderr: '' });
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || !files[0] || files[0].startsWith('-'))
    return finish({ code: 2, stdout: '', stderr: `${RESTORE_HELP}\n` });
  return runTool({ tool: 'restore', file: path.resolve(files[0]), force }).then(finish);
}

Promise.resolve()
  .then(main)
  .catch((error: unknown) => {
    console.error(`npm run restore: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
