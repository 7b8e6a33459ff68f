// One Lighthouse run with its default (mobile) settings, in the Chromium the benchmark launched.
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @param {string} url
 * @param {number} port the browser's remote-debugging port
 */
export async function runLighthouse(url, port) {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const score = (id) => (lhr.categories[id].score === null ? null : Math.round(lhr.categories[id].score * 100));
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;

  // The audits that cost points outside performance, so a score below 100 says what to fix.
  const findings = [];
  for (const id of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        findings.push({ category: id, id: ref.id, title: audit.title });
      }
    }
  }

  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    totalByteWeight: metric('total-byte-weight'),
    findings,
    // Lighthouse's own measure of how fast this machine was during the run (higher is faster).
    benchmarkIndex: lhr.environment?.benchmarkIndex ? Math.round(lhr.environment.benchmarkIndex) : null,
    warnings: lhr.runWarnings ?? [],
    lhr,
  };
}
