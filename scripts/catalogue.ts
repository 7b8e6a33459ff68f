// `npm run catalogue -- export catalogue.json` and `npm run catalogue -- import catalogue.json`: the whole catalogue
// (products, videos, listings, people) to a JSON file and back (lib/ops/catalogue-command.ts). Works against whichever
// database the site uses (DATABASE_URL, else PGlite in DATA_DIR); while the site runs on PGlite, the site itself reads
// or writes the file (lib/ops/site-socket.ts).
import './settings-file';
import path from 'node:path';
import { finish, runTool } from '@/lib/ops/run-tool';
import { CATALOGUE_HELP } from '@/lib/ops/catalogue-command';

function main(): Promise<void> | void {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h'))
    return finish({ code: 0, stdout: `${CATALOGUE_HELP}\n`, stderr: '' });
  const [action, file, ...rest] = args;
  if ((action !== 'export' && action !== 'import') || !file || file.startsWith('-') || rest.length > 0)
    return finish({ code: 2, stdout: '', stderr: `${CATALOGUE_HELP}\n` });
  return runTool({ tool: 'catalogue', action, file: path.resolve(file) }).then(finish);
}

Promise.resolve()
  .then(main)
  .catch((error: unknown) => {
    console.error(`npm run catalogue: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
