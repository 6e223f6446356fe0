// What the bench hands back: the tables (report-tables.mjs) printed, then the budgets it missed with their
// values, .bench/results.json (every figure) and .bench/results.md (the tables docs/performance.md quotes),
// and last the line `budgets: N met, M missed`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR } from './builds.mjs';
import { tables } from './report-tables.mjs';
import { fixed } from './stats.mjs';

function printText(sections) {
  for (const section of sections) {
    console.log(`\n${section.title}`);
    const width = Math.max(...section.rows.map(([label]) => label.length));
    for (const [label, value, budget] of section.rows) console.log(`  ${label.padEnd(width)}  ${value}${budget ? `   [${budget}]` : ''}`);
  }
}

function markdown(sections, results) {
  const lines = [];
  const m = results.machine;
  lines.push(
    `Taken ${results.takenAt} on: ${m.cpus}; ${m.memory}; \`${m.uname}\`; ${m.chromium}; Node ${m.node}; Lighthouse ${m.lighthouse} (benchmarkIndex ${fixed(m.lighthouseBenchmarkIndex, 0)}).`,
    '',
  );
  for (const section of sections) {
    lines.push(`**${section.title}**`, '', '| Figure | Value | Budget |', '|---|---|---|');
    for (const [label, value, budget] of section.rows) lines.push(`| ${label} | ${value.replaceAll('|', '\\|')} | ${budget} |`);
    lines.push('');
  }
  lines.push(`budgets: ${results.met} met, ${results.missed} missed`, '');
  return lines.join('\n');
}

/**
 * Prints and writes the report of `results` (their budgets already checked: results.budgets, met, missed);
 * `onlyParts` names the parts that ran when not all of them did, for the last line.
 */
export function report(results, { onlyParts }) {
  const checks = results.budgets;
  const sections = tables(results, checks);
  printText(sections);
  const missed = checks.filter((check) => !check.met);
  if (missed.length)
    console.log(
      `\nmissed: ${missed.map((check) => `${check.key} (${check.scope}: ${fixed(check.value, 2)}, budget ${check.bound})`).join('; ')}`,
    );
  writeFileSync(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(BENCH_DIR, 'results.md'), markdown(sections, results));
  console.log(
    `\nmachine: ${results.machine.cpus}; ${results.machine.memory}; ${results.machine.chromium}; took ${fixed(results.minutes)} min; tables in .bench/results.md`,
  );
  console.log(`budgets${onlyParts ? ` (${onlyParts.join(', ')} only)` : ''}: ${results.met} met, ${results.missed} missed`);
}
