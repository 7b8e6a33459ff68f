// `npm run staff`: staff accounts of the console, from a terminal (see lib/ops/staff-command.ts for the commands).
//   npm run staff -- add ama@example.com --role owner
// Works against whichever database the site uses (DATABASE_URL, else PGlite in DATA_DIR), also while the site runs.
import './settings-file';
import { finish, runTool } from '@/lib/ops/run-tool';

runTool({ tool: 'staff', args: process.argv.slice(2) }).then(finish, (error: unknown) => {
  console.error(`npm run staff: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
