// `npm run staff`: staff accounts of the console, from a terminal (see lib/ops/staff-command.ts for the commands).
//   npm run staff -- add ama@example.com --role owner
// Works against whichever database the site uses (DATABASE_URL, else PGlite in DATA_DIR), also while the site runs.
import './settings-file';
import { runCommandLine } from '@/lib/ops/command-line';
import { finish, stopOnError } from '@/lib/ops/run-tool';

runCommandLine('staff', process.argv.slice(2)).then(finish, stopOnError('staff'));
