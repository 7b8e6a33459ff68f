// `npm run db:migrate`: applies the order book's missing migrations (drizzle/) to the database the settings name
// (DATABASE_URL, otherwise the embedded one in DATA_DIR), then stops. A Node server does this itself when it starts;
// a Worker cannot read drizzle/, so a deployment to Cloudflare runs this before each deploy.
import './settings-file';
import { SETTINGS_FILE_HELP } from '@/lib/ops/command-result';
import { databaseSettings } from '@/lib/server/db/client';
import { openDatabase } from '@/lib/server/db/open-database';

const HELP = `Usage: npm run db:migrate
Applies the order book's missing migrations to the configured database (DATABASE_URL, otherwise the embedded one in
DATA_DIR), then stops.
${SETTINGS_FILE_HELP}`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) return void console.log(HELP);
  // It takes nothing else: a stray argument is a mistake to show, not something to migrate past.
  if (args.length > 0) {
    console.error(HELP);
    process.exit(2);
  }
  const settings = databaseSettings();
  const handle = await openDatabase(settings);
  await handle.close();
  console.log(
    `npm run db:migrate: the ${settings.kind === 'postgres' ? 'Postgres' : 'embedded'} database is up to date.`,
  );
}

main().catch((error: unknown) => {
  console.error(`npm run db:migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
