// `npm run backup -- /var/backups/mhv/orders-2026-11-24.backup`: the whole order book in one checked file, taken
// while the site runs (lib/ops/backup/). Reads whichever database the site uses; while the site runs on PGlite, the
// site itself writes the file (lib/ops/).
import './settings-file';
import { runCommandLine } from '@/lib/ops/command-line';
import { finish, stopOnError } from '@/lib/ops/run-tool';

runCommandLine('backup', process.argv.slice(2)).then(finish, stopOnError('backup'));
