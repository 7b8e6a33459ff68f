// Rewrites one section of bench/results.md (from its heading to the next), for a part of the benchmark run alone; and
// when a section's figures were taken, with how busy the machine was.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** The moment a measurement ends (ISO, to the second) and the load averages then, for the report's first line. */
export function measuredAt() {
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    loadavg: loadavg()
      .map((n) => n.toFixed(1))
      .join(' / '),
  };
}

export function replaceResultsSection(file, heading, section) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const start = current.indexOf(heading);
  const end = start < 0 ? -1 : current.indexOf('\n## ', start + 1);
  const updated =
    start < 0
      ? `${current.trimEnd()}\n\n${section}`
      : `${current.slice(0, start)}${section}${end < 0 ? '' : current.slice(end)}`;
  writeFileSync(file, `${updated.trimEnd()}\n`);
}
