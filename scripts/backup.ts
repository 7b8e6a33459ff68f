// `npm run backup -- /var/backups/mhv/orders-2026-11-24.backup`: the whole order book in one checked file, taken
// while the site runs (lib/ops/backup/). Reads whichever database the site uses; while the site runs on PGlite, the
// site itself writes the file (lib/ops/).
import './settings-file';
import path from 'node:path';
import { finish, runTool } from '@/lib/ops/run-tool';
import { BACKUP_HELP } from '@/lib/ops/backup-commands';

function main(): Promise<void> | void {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h'))
    return finish({ code: 0, stdout: `${BACKUP_HELP}\n`, stderr: '' });
  if (args.length !== 1 || !args[0] || args[0].startsWith('-'))
    return finish({ code: 2, stdout: '', stderr: `${BACKUP_HELP}\n` });
  return runTool({ tool: 'backup', file: path.resolve(args[0]) }).then(finish);
}

Promise.resolve()
  .then(main)
  .catch((error: unknown) => {
    console.error(`npm run backup: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
