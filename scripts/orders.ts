// `npm run orders`: the order book as CSV on standard output, for the shop's bookkeeping.
//   npm run orders                                     every order
//   npm run orders -- --status paid --from 2026-01-01 --to 2026-01-31 > january.csv
// Reads whichever database the site uses (DATABASE_URL, else PGlite in DATA_DIR). While the site runs on PGlite,
// the site itself answers (lib/ops/site-socket.ts), as PGlite's data folder belongs to one process at a time.
import './settings-file';
import { runCommandLine } from '@/lib/ops/command-line';
import { finish, stopOnError } from '@/lib/ops/run-tool';

runCommandLine('orders', process.argv.slice(2)).then(finish, stopOnError('orders'));
