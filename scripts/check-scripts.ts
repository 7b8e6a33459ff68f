// `npm run check-scripts`: the script alarm's round at once: the public pages' scripts and security headers, as the
// site serves them at SITE_URL, against this build's inventory; each unexplained change mailed to the owner once.
// While the site runs on PGlite, the site itself does it (lib/ops/).
import './settings-file';
import { runCommandLine } from '@/lib/ops/command-line';
import { finish, stopOnError } from '@/lib/ops/run-tool';

runCommandLine('check-scripts', process.argv.slice(2)).then(finish, stopOnError('check-scripts'));
