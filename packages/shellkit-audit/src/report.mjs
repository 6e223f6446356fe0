// The result as a person reads it (a table and one line per finding), as JSON (the documented schema), and
// as JUnit XML for a CI's test report: one test case per phase, failing with its error findings.

const PHASES = ['before-consent', 'after-reject', 'after-accept', 'after-withdrawal', 'with-gpc'];

/** What a finding is about: the whole URL of a request, or the store and key. */
export const subjectOf = (finding) => (finding.kind === 'request' ? finding.url : `${finding.store} ${finding.key}`);

/** "Meta (advertising): https://www.facebook.com/tr?id=999&ev=PageView" */
export const findingLine = (finding) =>
  `${finding.vendor} (${finding.category}): ${subjectOf(finding)}${finding.count > 1 ? ` ×${finding.count}` : ''}`;

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) => `| ${row.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

export function formatText(result) {
  const phases = PHASES.filter((phase) => result.findings.some((finding) => finding.phase === phase) || phase === 'before-consent');
  const rows = [
    ['Phase', 'Errors', 'Info'],
    ...phases.map((phase) => {
      const of = result.findings.filter((finding) => finding.phase === phase);
      return [
        phase,
        of.filter((finding) => finding.severity === 'error').length,
        of.filter((finding) => finding.severity === 'info').length,
      ];
    }),
  ];
  const how = (answer) => answer ?? 'not done';
  const lines = [
    `shellkit-audit ${result.tool.version}: ${result.site}, ${result.pages.length} page${result.pages.length === 1 ? '' : 's'}, ${result.regime} regime`,
    `banner: accept ${how(result.banner.accept)}, reject ${how(result.banner.reject)}, withdraw ${how(result.banner.withdraw)}`,
    `tracker data: ${result.trackerDb.name} (${result.trackerDb.licence})`,
    '',
    table(rows),
    '',
  ];
  for (const severity of ['error', 'info']) {
    const of = result.findings.filter((finding) => finding.severity === severity);
    if (of.length === 0) continue;
    lines.push(`${severity === 'error' ? 'Errors' : 'Worth knowing'} (${of.length}):`);
    for (const finding of of) lines.push(`  - [${finding.phase}] ${findingLine(finding)}  (${finding.evidence})`);
    lines.push('');
  }
  lines.push(
    result.summary.errors === 0
      ? 'No error: nothing sent or stored that the regime forbids.'
      : `${result.summary.errors} error${result.summary.errors === 1 ? '' : 's'}: the site leaks.`,
  );
  return lines.join('\n');
}

const xml = (text) =>
  String(text).replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]);

export function formatJunit(result) {
  const phases = PHASES.filter((phase) => result.findings.some((finding) => finding.phase === phase) || phase === 'before-consent');
  const cases = phases.map((phase) => {
    const errors = result.findings.filter((finding) => finding.phase === phase && finding.severity === 'error');
    const infos = result.findings.filter((finding) => finding.phase === phase && finding.severity === 'info');
    const out = infos.length ? `<system-out>${xml(infos.map(findingLine).join('\n'))}</system-out>` : '';
    const failure = errors.length
      ? `<failure message="${xml(`${errors.length} finding(s)`)}">${xml(errors.map(findingLine).join('\n'))}</failure>`
      : '';
    return `    <testcase classname="shellkit-audit.${xml(phase)}" name="${xml(`${phase}: ${result.site}`)}">${failure}${out}</testcase>`;
  });
  const failures = phases.filter((phase) => result.findings.some((f) => f.phase === phase && f.severity === 'error')).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="shellkit-audit" tests="${phases.length}" failures="${failures}">`,
    `  <testsuite name="${xml(result.site)}" tests="${phases.length}" failures="${failures}" time="${(result.durationMs / 1000).toFixed(1)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

export function formatResult(result, format) {
  if (format === 'json') return `${JSON.stringify(result, null, 2)}\n`;
  if (format === 'junit') return formatJunit(result);
  return `${formatText(result)}\n`;
}
