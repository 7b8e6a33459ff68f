// Explains Lighthouse's mobile LCP of pages served locally: Lighthouse does not slow the page down while loading it,
// it loads it at full speed and then simulates a slow phone on slow 4G ("lantern"). What ran before the largest paint
// in that fast load is what the simulation counts as needed for it. For each URL this prints the simulated FCP and
// LCP, the paint times observed in the fast load, and every request and main-thread task the simulated LCP waits
// for, with its simulated start and end. Usage: node bench/lantern.mjs http://127.0.0.1:3000/home …
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium-flags.mjs';

const ms = (value) => Math.round(value);

function describeNode(node) {
  if (node.type === 'network') return `${node.request.url} (${node.request.transferSize} B)`;
  const scripts = [...node.getEvaluateScriptURLs()].join(', ');
  return `main thread ${(node.duration / 1000).toFixed(1)} ms${scripts ? `: runs ${scripts}` : ''}`;
}

async function explain(url, port) {
  const { lhr, artifacts } = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const observed = lhr.audits.metrics.details.items[0];
  const settings = lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  console.log(`\n${url}`);
  console.log(
    `  simulated: FCP ${ms(fcp.timing)} ms, LCP ${ms(lcp.timing)} ms (performance ${ms(lhr.categories.performance.score * 100)})`,
  );
  console.log(
    `  observed in the fast load: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, DOMContentLoaded ${observed.observedDomContentLoaded} ms`,
  );
  console.log(`  largest element: ${element?.selector ?? 'unknown'} (${element?.nodeLabel?.slice(0, 60) ?? ''})`);
  console.log('  what the simulated LCP waits for (pessimistic graph), simulated start-end:');
  const timings = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of timings) {
    console.log(`    ${ms(timing.startTime)}-${ms(timing.endTime)} ms  ${describeNode(node)}`);
  }
}

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node bench/lantern.mjs <url> [url …]');
  process.exit(2);
}
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
});
try {
  for (const url of urls) await explain(url, chrome.port);
} finally {
  await chrome.kill();
}
