// Turns the measurements into bench/results.md: one table per subject, every budget met or not.
import { moneyChecks } from './money-report.mjs';
import { catalogueChecks } from './catalogue-report.mjs';
import { stockChecks } from './stock-report.mjs';
import { BUDGETS } from './budgets.mjs';

const kB = (bytes) => bytes / 1000;
// A table cell must not contain a bare '|'.
const cell = (text) => String(text).replace(/\|/g, '\\|');
const fmtKb = (bytes) => kB(bytes).toFixed(1);
const fmtMs = (ms) => (ms === null || ms === undefined ? 'n/a' : String(Math.round(ms)));
const fmtRatio = (value, base) => (base ? `${(value / base).toFixed(2)}×` : 'n/a');
const fmtScore = (score) => (score === null || score === undefined ? 'n/a' : String(score));
const signed = (n, digits = 1) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(digits)}`;
// CLS is shown with three decimals, as Lighthouse does; 'CLS 0' means it shows as 0.000.
const clsZero = (cls) => cls !== null && cls < 0.0005;

function worst(rows, value, pickHighest = true) {
  return rows.reduce((acc, row) => {
    if (!acc) return row;
    return (pickHighest ? value(row) > value(acc) : value(row) < value(acc)) ? row : acc;
  }, null);
}

/** The lowest and highest performance score of the bare app's own runs: how noisy the machine was. */
export function bareSpread(bare) {
  const scores = (bare.lighthouse.runs ?? []).map((run) => run.performance).filter((score) => score !== null);
  return scores.length > 1 ? { min: Math.min(...scores), max: Math.max(...scores) } : null;
}

/** Every budget of issue 6 against the measurements: [{ budget, limit, measured, met }]. */
export function evaluateBudgets(results) {
  const { bare, routes } = results;
  const checks = [];

  const jsWorst = worst(routes, (r) => r.transfer.jsBytes);
  const jsDelta = jsWorst.transfer.jsBytes - bare.transfer.jsBytes;
  checks.push({
    budget: 'First-load JavaScript above the bare app, every route',
    limit: `≤ +${BUDGETS.jsAboveBareKb} kB gzip`,
    measured: `${signed(kB(jsDelta))} kB (${jsWorst.path})`,
    met: kB(jsDelta) <= BUDGETS.jsAboveBareKb,
  });

  const forbidden = routes.flatMap((r) => r.transfer.forbidden.map((f) => `${r.path}: ${f}`));
  checks.push({
    budget: 'Paystack library, video players and staff console code in any first load',
    limit: 'none',
    measured: forbidden.length ? forbidden.join('; ') : 'none',
    met: forbidden.length === 0,
  });

  const home = routes.find((r) => r.path === '/home');
  if (home) {
    checks.push({
      budget: 'Total transfer of /home',
      limit: `≤ ${BUDGETS.homeTransferKb} kB`,
      measured: `${fmtKb(home.transfer.transferBytes)} kB`,
      met: kB(home.transfer.transferBytes) <= BUDGETS.homeTransferKb,
    });
  }

  const transferWorst = worst(routes, (r) => r.transfer.transferBytes);
  checks.push({
    budget: 'Total transfer, every route',
    limit: `≤ ${BUDGETS.routeTransferKb} kB`,
    measured: `${fmtKb(transferWorst.transfer.transferBytes)} kB (${transferWorst.path})`,
    met: kB(transferWorst.transfer.transferBytes) <= BUDGETS.routeTransferKb,
  });

  const headersWorst = worst(routes, (r) => r.securityHeaderBytes ?? 0);
  checks.push({
    budget: "A page's security headers (its policy names its inline scripts by hash), every route",
    limit: `≤ ${BUDGETS.securityHeadersKb} kB`,
    measured: `${fmtKb(headersWorst.securityHeaderBytes ?? 0)} kB (${headersWorst.path})`,
    met: kB(headersWorst.securityHeaderBytes ?? 0) <= BUDGETS.securityHeadersKb,
  });

  const barePerf = bare.lighthouse.performance;
  const perfWorst = worst(routes, (r) => r.lighthouse.performance ?? -1, false);
  const spread = bareSpread(bare);
  checks.push({
    budget: 'Lighthouse mobile performance, every route',
    limit: `≥ bare app − ${BUDGETS.perfBelowBarePoints} (bare app: ${fmtScore(barePerf)})`,
    measured:
      `${fmtScore(perfWorst.lighthouse.performance)} (${perfWorst.path})` +
      (spread && spread.max - spread.min > 2 * BUDGETS.perfBelowBarePoints
        ? `; unreliable run: the bare app alone scored ${spread.min} to ${spread.max}`
        : ''),
    met:
      barePerf !== null &&
      perfWorst.lighthouse.performance !== null &&
      perfWorst.lighthouse.performance >= barePerf - BUDGETS.perfBelowBarePoints,
  });

  const lcpWorst = worst(routes, (r) => r.lighthouse.lcp ?? Infinity);
  checks.push({
    budget: 'Lighthouse mobile largest contentful paint, every route, against the bare app',
    limit: `≤ ${BUDGETS.lcpOverBare}× the bare app's (${fmtMs(bare.lighthouse.lcp)} ms)`,
    measured: `${fmtRatio(lcpWorst.lighthouse.lcp, bare.lighthouse.lcp)} (${lcpWorst.path}, ${fmtMs(lcpWorst.lighthouse.lcp)} ms)`,
    met: Boolean(bare.lighthouse.lcp) && lcpWorst.lighthouse.lcp <= BUDGETS.lcpOverBare * bare.lighthouse.lcp,
  });

  const clsWorst = worst(routes, (r) => r.lighthouse.cls ?? Infinity);
  checks.push({
    budget: 'Cumulative layout shift, every route',
    limit: '0',
    measured: `${clsWorst.lighthouse.cls === null ? 'n/a' : clsWorst.lighthouse.cls.toFixed(3)} (${clsWorst.path})`,
    met: routes.every((r) => clsZero(r.lighthouse.cls)),
  });

  for (const [key, label] of [
    ['accessibility', 'Lighthouse accessibility'],
    ['bestPractices', 'Lighthouse best practices'],
    ['seo', 'Lighthouse SEO'],
  ]) {
    const low = worst(routes, (r) => r.lighthouse[key] ?? -1, false);
    checks.push({
      budget: `${label}, every route`,
      limit: String(BUDGETS.categoryScore),
      measured: `${fmtScore(low.lighthouse[key])} (${low.path})`,
      met: routes.every((r) => r.lighthouse[key] === BUDGETS.categoryScore),
    });
  }
  if (results.orderList) {
    const slowest = Math.max(...results.orderList.map((db) => db.phoneP95));
    checks.push({
      budget: 'Staff order list with 100,000 orders, phone search, p95 server time (PGlite and Postgres)',
      limit: `≤ ${BUDGETS.orderListPhoneP95Ms} ms`,
      measured: results.orderList.map((db) => `${db.label} ${db.phoneP95.toFixed(1)} ms`).join(', '),
      met: slowest <= BUDGETS.orderListPhoneP95Ms,
    });
  }
  checks.push(...catalogueChecks(results));
  checks.push(...stockChecks(results.payNow));
  checks.push(...moneyChecks(results.money));
  if (results.offline) {
    const { without, with: worker } = results.offline;
    const added = worker.firstVisit - without.firstVisit;
    const early = worker.beforeCode - without.beforeCode;
    checks.push({
      budget: "What the service worker adds to a first visit of /home (none before the page's code)",
      limit: `≤ ${BUDGETS.serviceWorkerFirstVisitKb} kB, 0 kB before the code`,
      measured: `${signed(kB(added))} kB, ${signed(kB(early))} kB before the code`,
      met: kB(added) <= BUDGETS.serviceWorkerFirstVisitKb && early <= 0,
    });
  }
  if (results.everyTap) {
    const { taps } = results.everyTap;
    checks.push({
      budget: `Taps on 'Add to Cart' before the page's code loads (its scripts ${taps.delayMs} ms late)`,
      limit: `${BUDGETS.tapsLostOrDoubled} of ${taps.taps} lost or doubled`,
      measured: `${taps.lost} lost, ${taps.doubled} doubled`,
      met: taps.lost + taps.doubled <= BUDGETS.tapsLostOrDoubled,
    });
  }
  if (results.edge) {
    const gzipMiB = results.edge.size.gzipKib / 1024;
    checks.push({
      budget: 'The Cloudflare Worker, gzip (bench/edge.mjs)',
      limit: `≤ ${BUDGETS.workerGzipMiB} MiB`,
      measured: `${gzipMiB.toFixed(2)} MiB`,
      met: gzipMiB <= BUDGETS.workerGzipMiB,
    });
    checks.push({
      budget: "The Worker's start-up: CPU time of loading it (wrangler check startup)",
      limit: `≤ ${BUDGETS.workerStartupCpuMs} ms`,
      measured: `${results.edge.startupCpuMs.toFixed(0)} ms`,
      met: results.edge.startupCpuMs <= BUDGETS.workerStartupCpuMs,
    });
    checks.push({
      budget: "The Worker's cold start: its first /home after workerd listens (the page stored)",
      limit: `≤ ${BUDGETS.workerColdStartMs} ms`,
      measured: `${results.edge.coldStart.storedMs} ms`,
      met: results.edge.coldStart.storedMs <= BUDGETS.workerColdStartMs,
    });
    // Each page's CPU time less a bare Worker's, measured the same way in the same run (bench/edge.mjs).
    const pageCpu = ['/home', '/Products'].map((page) => [page, results.edge.cpu[page]]);
    const [worstPage, worst] = pageCpu.sort((a, b) => b[1].ownMs - a[1].ownMs)[0];
    checks.push({
      budget: 'CPU time of a prerendered page on the Worker, from the front cache (/home, /Products)',
      limit: `≤ ${BUDGETS.workerPageCpuMs} ms`,
      measured: `${worst.ownMs.toFixed(1)} ms (${worstPage}: ${worst.cpuMs.toFixed(1)} ms, less ${results.edge.bareCpu.cpuMs.toFixed(1)} ms for a bare Worker)`,
      met: worst.ownMs <= BUDGETS.workerPageCpuMs,
    });
  }
  return checks;
}

function pageRow(label, row, bare) {
  const t = row.transfer;
  const l = row.lighthouse;
  const perfDelta =
    l.performance !== null && bare.lighthouse.performance !== null ? l.performance - bare.lighthouse.performance : null;
  return `| ${label} | ${fmtKb(t.jsBytes)} | ${fmtRatio(t.jsBytes, bare.transfer.jsBytes)} (${signed(kB(t.jsBytes - bare.transfer.jsBytes))}) | ${fmtKb(t.transferBytes)} | ${fmtRatio(t.transferBytes, bare.transfer.transferBytes)} | ${fmtScore(l.performance)} | ${perfDelta === null ? 'n/a' : signed(perfDelta, Number.isInteger(perfDelta) ? 0 : 1)} | ${fmtScore(l.accessibility)} | ${fmtScore(l.bestPractices)} | ${fmtScore(l.seo)} | ${fmtMs(l.lcp)} | ${l.lcp && bare.lighthouse.lcp ? fmtRatio(l.lcp, bare.lighthouse.lcp) : 'n/a'} | ${fmtMs(l.tbt)} | ${l.cls === null ? 'n/a' : l.cls.toFixed(3)} |`;
}

export function renderReport(results) {
  const { meta, bare, routes, server } = results;
  const checks = evaluateBudgets(results);
  const lines = [];
  lines.push('# Benchmark results', '');
  lines.push(
    `Generated by \`npm run bench\` on ${meta.date}: commit ${meta.commit}, Next.js ${meta.next}, React ${meta.react}, ` +
      `Lighthouse ${meta.lighthouse} (mobile defaults: Moto G Power viewport, simulated slow 4G and 4× CPU slowdown), ` +
      `${meta.chromium}, Node ${meta.node}, ${meta.cpus} CPUs (load average ${meta.loadavg} at start). ` +
      `${meta.runs === 1 ? 'One Lighthouse run' : `Median of ${meta.runs} Lighthouse runs`} per page, after a discarded warm-up run; ` +
      `the bare app is measured in the same run, before and after the pages. ` +
      (meta.remeasured?.length
        ? `Missed the performance budget at first and measured ${meta.confirm} more times, each after a bare-app run (medians kept): ${meta.remeasured.map((p) => `\`${p}\``).join(', ')}. `
        : '') +
      `Lighthouse's CPU benchmark index of this machine during the runs: ${meta.benchmarkIndex} (the wider the range, the noisier the figures).`,
    '',
  );

  lines.push('## Pages', '');
  lines.push(
    'First visit in a fresh browser profile (no cache, 412 px mobile viewport), until the network has been quiet for 2 s. ' +
      '**JS** is the gzip bytes of every script downloaded, **transfer** all bytes received (headers included). 1 kB = 1000 bytes. ' +
      'Ratios (×) and differences are against the bare Next.js app in `bench/hello`.',
    '',
  );
  lines.push(
    '| Page | JS kB gz | JS vs bare | Transfer kB | Transfer vs bare | Perf | Perf vs bare | A11y | BP | SEO | LCP ms | LCP vs bare | TBT ms | CLS |',
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  lines.push(pageRow('bare app `/`', bare, bare));
  for (const row of routes) lines.push(pageRow(`\`${row.path}\``, row, bare));
  lines.push('');

  lines.push('## Budgets', '');
  lines.push('| Budget | Limit | Measured (worst route) | Result |');
  lines.push('| --- | --- | --- | --- |');
  for (const check of checks)
    lines.push(`| ${check.budget} | ${check.limit} | ${cell(check.measured)} | ${check.met ? 'met' : '**NOT met**'} |`);
  const missed = checks.filter((c) => !c.met).length;
  lines.push(
    '',
    missed ? `**${missed} of ${checks.length} budgets not met.**` : `All ${checks.length} budgets met.`,
    '',
  );
  const spread = bareSpread(bare);
  if (spread && spread.max - spread.min > 2 * BUDGETS.perfBelowBarePoints) {
    lines.push(
      `> **The machine was busy during this run**: the unchanged bare app scored between ${spread.min} and ${spread.max} ` +
        'in Lighthouse performance, so the performance comparison (and LCP, TBT) says more about the other processes ' +
        'than about the pages. Byte counts and the other scores are not affected. Rerun on an idle machine.',
      '',
    );
  }

  if (server) {
    lines.push('## Server', '');
    lines.push(
      `\`GET /home\` under load (autocannon, ${server.next.connections} connections, ${server.next.seconds} s each, one after the other, uncompressed): ` +
        '`npm start` against a plain Node http server that answers with the same prerendered HTML (`.next/server/app/home.html`) from memory.',
      '',
    );
    lines.push('| Server | Requests/s | p50 ms | p99 ms | Bytes per response | Errors / non-2xx |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const [label, r] of [
      ['`npm start`', server.next],
      ['static file server', server.static],
    ]) {
      lines.push(
        `| ${label} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${Math.round(r.bytesPerResponse)} | ${r.errors} / ${r.non2xx} |`,
      );
    }
    lines.push(
      `| **npm start ÷ static** | **${fmtRatio(server.next.requestsPerSecond, server.static.requestsPerSecond)}** | ${fmtRatio(server.next.p50, server.static.p50)} | **${fmtRatio(server.next.p99, server.static.p99)}** | | |`,
      '',
    );
  }

  if (results.seo) {
    lines.push('## SEO', '');
    lines.push('| File | Status | What it holds |', '| --- | --- | --- |');
    for (const file of results.seo.files) lines.push(`| \`${file.path}\` | ${file.status} | ${file.detail} |`);
    lines.push('');
    lines.push(
      '| Page | Title | Canonical | og:image | twitter:card | JSON-LD |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const page of results.seo.pages) {
      lines.push(
        `| \`${page.path}\` | ${page.title ? cell(page.title) : '**missing**'} | ${page.canonical ?? '**missing**'} | ${page.ogImage ? 'yes' : '**missing**'} | ${page.twitterCard ?? '**missing**'} | ${page.jsonLd.length ? page.jsonLd.join(', ') : '–'} |`,
      );
    }
    lines.push('');
  }

  const notes = [];
  for (const row of [{ path: 'bare app /', ...bare }, ...routes]) {
    for (const f of row.lighthouse.findings) notes.push(`- \`${row.path}\` ${f.category}: ${f.title} (\`${f.id}\`)`);
    for (const url of row.transfer.external) notes.push(`- \`${row.path}\` requested another origin: ${url}`);
    for (const url of row.transfer.failed) notes.push(`- \`${row.path}\` failed request: ${url}`);
    for (const url of row.transfer.unencodedScripts)
      notes.push(`- \`${row.path}\` script served without compression: ${url}`);
  }
  if (notes.length) lines.push('## Findings', '', ...notes, '');
  return lines.join('\n');
}
