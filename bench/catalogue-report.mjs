// The catalogue in `npm run bench`: the console's list with 10,000 products (bench/catalogue-list.ts), the time from
// a save in the console to the fresh shop page (bench/catalogue-refresh.mjs: npm start, the deployment's instances and
// nginx, the Worker), and /Products' LCP once the server has rendered it again after an edit, beside the built page's.
import { BUDGETS } from './budgets.mjs';

const ms = (value) => `${Math.round(value)} ms`;

/** The catalogue's budget checks; a part that did not run is left out (its section says why). */
export function catalogueChecks({ catalogueList, deploy, edge }) {
  const checks = [];
  if (catalogueList)
    checks.push({
      budget: "Console's catalogue list with 10,000 products, slowest query's p95 server time (PGlite)",
      limit: `≤ ${BUDGETS.catalogueListP95Ms} ms`,
      measured: `${catalogueList.worst.toFixed(1)} ms`,
      met: catalogueList.worst <= BUDGETS.catalogueListP95Ms,
    });
  if (deploy?.catalogue)
    checks.push({
      budget: "'Save changes' to the new price on every instance and through nginx, p95",
      limit: `≤ ${BUDGETS.catalogueRefreshNodeP95Ms} ms`,
      measured: ms(deploy.catalogue.p95),
      met: deploy.catalogue.p95 <= BUDGETS.catalogueRefreshNodeP95Ms,
    });
  if (edge?.catalogue)
    checks.push({
      budget: "'Save changes' to the new price on the Worker, p95",
      limit: `≤ ${BUDGETS.catalogueRefreshWorkerP95Ms} ms`,
      measured: ms(edge.catalogue.p95),
      met: edge.catalogue.p95 <= BUDGETS.catalogueRefreshWorkerP95Ms,
    });
  return checks;
}

const refreshLine = (label, r) =>
  r ? `| ${label} | ${r.rounds} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.worst)} |` : `| ${label} | not measured | | | |`;

export function renderCatalogueSection(edit, list, nodeRefresh, workerRefresh) {
  const lines = ['## The catalogue, edited in the console', ''];
  lines.push(
    "Time from 'Save changes' (the owner posts a new price for product 1, as the console's form sends it) until every " +
      'origin named answers `/Products` with the new price; saves one after another.',
    '',
    '| Where | Saves | p50 | p95 | Worst |',
    '| --- | ---: | ---: | ---: | ---: |',
    refreshLine('`npm start` (PGlite), the page measured below', edit.refresh ?? null),
    refreshLine('deploy:local: both instances and nginx (Postgres)', nodeRefresh),
    refreshLine('the Worker in workerd (Postgres, R2 and D1 local)', workerRefresh),
    '',
  );
  if (edit.error)
    lines.push(`The save on \`npm start\` failed, so /Products after an edit was not measured: ${edit.error}`, '');
  if (edit.before)
    lines.push(
      `\`/Products\` in Lighthouse (the same mobile settings as above, median of ${edit.after.runs.length} runs): ` +
        `LCP ${ms(edit.before.lcp)} as built, **${ms(edit.after.lcp)} once rendered again after the edits**; ` +
        `performance ${edit.before.performance} and ${edit.after.performance}, TBT ${ms(edit.before.tbt)} and ${ms(edit.after.tbt)}, ` +
        `${(edit.before.totalByteWeight / 1000).toFixed(1)} kB and ${(edit.after.totalByteWeight / 1000).toFixed(1)} kB in all.`,
      '',
    );
  if (!list)
    return [
      ...lines,
      'The list with 10,000 products: not measured (`bench/catalogue-list.ts` failed, see above).',
    ].join('\n');
  lines.push(
    `The console's product list with ${list.products.toLocaleString('en')} products on PGlite (${list.rounds} rounds of each query after one warm-up; written in ${list.seedSeconds.toFixed(1)} s):`,
    '',
    '| Query | p50 | p95 |',
    '| --- | ---: | ---: |',
    ...list.timings.map((t) => `| ${t.query} | ${t.p50.toFixed(1)} ms | ${t.p95.toFixed(1)} ms |`),
  );
  return lines.join('\n');
}
