// npm test: every check, in the order CI runs them, stopping at the first step that fails. At the end (pass or
// fail) it prints each step's wall time, how many tests Jest and Playwright ran, and the slowest Jest files and
// Playwright tests, read from their own JSON reporters. The reports stay in test-results/timings/ for a closer look.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = path.join(ROOT, 'test-results', 'timings');
const report = (name) => path.join(REPORTS, `${name}.json`);
const SLOWEST = 10;

// Each step as its npm script runs it; the JSON reports are asked of Jest by flag and of Playwright by its json
// reporter's own variable (playwright.config.ts adds that reporter when the variable is set).
// The three parts of `npm run lint` and the typecheck each use one core: they run side by side, their output printed
// once all are done (on two cores the parts take 29 s, 15 s, 3 s and 34 s alone; all four side by side 44 s, where
// the whole lint beside the typecheck took 50 s).
const STEPS = [
  {
    name: 'lint and typecheck',
    together: ['lint:code', 'lint:format', 'lint:unused', 'typecheck'].map((script) => ({
      name: script,
      command: ['npm', 'run', script],
    })),
  },
  {
    name: 'unit',
    command: ['npm', 'run', 'test:unit', '--', '--json', `--outputFile=${report('jest')}`],
    jest: report('jest'),
  },
  {
    name: 'e2e (with its build)',
    command: ['npm', 'run', 'test:e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report('e2e') },
    playwright: report('e2e'),
    label: 'e2e',
  },
  // The Worker's build moves the Node build in .next/ aside while it runs, so it comes after every step that reads it.
  { name: 'edge build', command: ['npm', 'run', 'test:edge', '--', '--build-only'] },
  // The deploy tests and the Worker's tests wait on instances, restarts and workerd for much of their time (alone,
  // each left a core idle about a third of the time), and each has its own ports, databases and build folder: side by
  // side they take about 160 s where one after the other took about 240 s.
  {
    name: 'deploy and edge, side by side',
    together: [
      { name: 'deploy', command: ['npm', 'run', 'test:deploy'] },
      {
        name: 'edge (the Worker, built above)',
        command: ['npm', 'run', 'test:edge'],
        env: { E2E_SKIP_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: report('edge') },
      },
    ],
    playwright: report('edge'),
    label: 'edge',
  },
];

// Every step's processes ask glibc's malloc for transparent huge pages, which the kernel's usual `madvise` mode grants
// only when asked. PGlite's WebAssembly memory and V8's array buffers are large malloc'd blocks, and page faults cost
// a quarter of the CPU of every step on this virtual machine: with huge pages the stock-holds unit test made 347,000
// page faults instead of 470,000. A setting of the test run's processes only; glibc ignores a tunable it lacks.
const HUGE_PAGES = { GLIBC_TUNABLES: process.env.GLIBC_TUNABLES ?? 'glibc.malloc.hugetlb=1' };

/** Runs a step; resolves with its exit code. With `quiet`, its output is kept and handed back instead of shown. */
function run({ command, env }, { quiet = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...HUGE_PAGES, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output, ms: Date.now() - started }));
  });
}

/**
 * A step, or a group of steps run side by side (each one's output printed whole, in order, once all have ended);
 * resolves with its exit code and, for a group, each part's own wall time.
 */
async function runStep(step) {
  if (!step.together) return { code: (await run(step)).code, parts: [] };
  const results = await Promise.all(step.together.map((part) => run(part, { quiet: true })));
  for (const [index, { output }] of results.entries())
    process.stdout.write(`\n> ${step.together[index].name}\n${output}`);
  const parts = results.map(({ code, ms }, index) => ({ name: step.together[index].name, code, ms }));
  return { code: results.find(({ code }) => code !== 0)?.code ?? 0, parts };
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

/** Jest's --json: each file's start and end, and the counts. */
function jestLines(file) {
  const result = readJson(file);
  if (!result) return ['  (no Jest report)'];
  const files = result.testResults
    .map((entry) => ({ ms: entry.endTime - entry.startTime, name: path.relative(ROOT, entry.name) }))
    .sort((a, b) => b.ms - a.ms);
  return [
    `  Jest: ${result.numTotalTests} tests in ${result.numTotalTestSuites} files: ${result.numPassedTests} passed, ` +
      `${result.numFailedTests} failed, ${result.numPendingTests + result.numTodoTests} skipped`,
    `  slowest ${SLOWEST} Jest files:`,
    ...files.slice(0, SLOWEST).map(({ ms, name }) => `  ${seconds(ms)}  ${name}`),
  ];
}

/** Every test of a Playwright JSON report, with its project and the time of its result. */
function playwrightTests(suite, titles = []) {
  const here = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((test) => ({
      name: `[${test.projectName}] ${spec.file}:${spec.line} ${[...here, spec.title].join(' › ')}`,
      ms: test.results.reduce((sum, result) => sum + result.duration, 0),
      status: test.status,
    })),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, here))];
}

function playwrightLines(label, file) {
  const result = readJson(file);
  if (!result) return [`  (no Playwright report for ${label})`];
  const tests = result.suites.flatMap((suite) => playwrightTests(suite)).sort((a, b) => b.ms - a.ms);
  const count = (status) => tests.filter((test) => test.status === status).length;
  return [
    `  Playwright ${label}: ${tests.length} tests: ${count('expected')} passed, ${count('unexpected')} failed, ` +
      `${count('flaky')} flaky, ${count('skipped')} skipped`,
    `  slowest ${SLOWEST} Playwright tests (${label}):`,
    ...tests.slice(0, SLOWEST).map(({ ms, name }) => `  ${seconds(ms)}  ${name}`),
  ];
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const started = Date.now();
const done = [];
let failed = null;
for (const step of STEPS) {
  const stepStarted = Date.now();
  const { code, parts } = await runStep(step);
  done.push({ step, ms: Date.now() - stepStarted, code, parts });
  if (code !== 0) {
    failed = step;
    break;
  }
}

const lines = ['', `npm test: ${failed ? `failed at ${failed.name}` : 'every step passed'}`, '  step wall times:'];
const status = (code) => (code ? ` (exit ${code})` : '');
for (const { step, ms, code, parts } of done) {
  lines.push(`  ${seconds(ms)}  ${step.name}${status(code)}`);
  for (const part of parts) lines.push(`    ${seconds(part.ms)}  ${part.name}${status(part.code)}`);
}
lines.push(`  ${seconds(Date.now() - started)}  total`);
for (const { step } of done) {
  if (step.jest) lines.push(...jestLines(step.jest));
  if (step.playwright) lines.push(...playwrightLines(step.label, step.playwright));
}
console.log(lines.join('\n'));
process.exit(failed ? 1 : 0);
