// `npm run catalogue -- export catalogue.json` and `npm run catalogue -- import catalogue.json`: the whole catalogue
// (products, videos, listings, people) to a JSON file and back (lib/ops/catalogue-command.ts). Works against whichever
// database the site uses (DATABASE_URL, else PGlite in DATA_DIR); while the site runs on PGlite, the site itself reads
// or writes the file (lib/ops/site-socket.ts).
import './settings-file';
import { runCommandLine } from '@/lib/ops/command-line';
import { finish, stopOnError } from '@/lib/ops/run-tool';

runCommandLine('catalogue', process.argv.slice(2)).then(finish, stopOnError('catalogue'));
