// `npm run restore -- orders-2026-11-24.backup [--force]`: loads a backup into the configured database
// (lib/ops/backup/), refusing a damaged file, and a database that already holds data unless --force is given.
import './settings-file';
import { runCommandLine } from '@/lib/ops/command-line';
import { finish, stopOnError } from '@/lib/ops/run-tool';

runCommandLine('restore', process.argv.slice(2)).then(finish, stopOnError('restore'));
