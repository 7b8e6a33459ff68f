// `npm run reconcile -- --from 2026-11-01 --to 2026-11-30`: checks the period's pending orders with Paystack, then
// prints every difference between Paystack's transactions and refunds and the order book (lib/shop/money/).
// Reads whichever database the site uses; while the site runs on PGlite, the site itself answers (lib/ops/).
import './settings-file';
import { runCommandLine } from '@/lib/ops/command-line';
import { finish, stopOnError } from '@/lib/ops/run-tool';

runCommandLine('reconcile', process.argv.slice(2)).then(finish, stopOnError('reconcile'));
