// `npm run db:migrate`: applies the order book's missing migrations (drizzle/) to the database the settings name
// (DATABASE_URL, otherwise the embedded one in DATA_DIR), then stops. A Node server does this itself when it starts;
// a Worker cannot read drizzle/, so a deployment to Cloudflare runs this before each deploy.
import './settings-file';
import { runCommandLine } from '@/lib/ops/command-line';
import { finish, stopOnError } from '@/lib/ops/run-tool';

runCommandLine('db:migrate', process.argv.slice(2)).then(finish, stopOnError('db:migrate'));
