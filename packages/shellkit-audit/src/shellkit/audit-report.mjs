// The audit's result as a person reads it in a CI log: one row per purpose with a count per check, then
// every finding on a line of its own, naming the check, the purpose, the vendor and what was seen.
import { CHECKS, NO_VENDOR } from './run-audit.mjs';

const PURPOSE_ROWS = ['necessary', 'analytics', 'marketing', 'experience'];

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

/** The printed report: the table per purpose, the findings, and the verdict. */
export function formatReport({ site, mode, pages, vendors, findings }) {
  const optIn = mode === 'opt-in';
  const purposes = [
    ...PURPOSE_ROWS,
    ...new Set(findings.map((finding) => finding.purpose).filter((purpose) => !PURPOSE_ROWS.includes(purpose))),
  ];
  const rows = [
    ['Purpose', 'Vendors', ...CHECKS],
    ...purposes.map((purpose) => [
      purpose,
      vendors
        .filter((vendor) => vendor.purpose === purpose)
        .map((vendor) => vendor.label)
        .join(', ') || (purpose === NO_VENDOR ? '(none of the config)' : '-'),
      ...CHECKS.map((check) => {
        if (!optIn && check.endsWith('before consent')) return 'n/a (notice mode)';
        const count = findings.filter((finding) => finding.check === check && finding.purpose === purpose).length;
        return count === 0 ? 'ok' : `${count} FOUND`;
      }),
    ]),
  ];
  const lines = [
    `Shellkit audit of ${site}, pages ${pages.join(' ')}, ${mode} mode${optIn ? '' : ' (vendors run from the first page by design: no before-consent checks)'}`,
    '',
    table(rows),
    '',
    ...(findings.length === 0
      ? [
          `No findings: ${optIn ? 'nothing sent or stored before consent, ' : ''}every key declared, nothing left or sent after the withdrawal.`,
        ]
      : [
          `${findings.length} finding${findings.length === 1 ? '' : 's'}:`,
          ...findings.map((finding) => `  - ${finding.check} [${finding.purpose}] ${finding.who}: ${finding.what}`),
        ]),
  ];
  return lines.join('\n');
}
