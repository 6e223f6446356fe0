#!/usr/bin/env node
// shellkit-audit <url> [options]: see --help and README.md. Exit 0 clean, 1 error findings, 2 could not run.
import { writeFileSync } from 'node:fs';
import { parseArguments, HELP } from '../src/arguments.mjs';
import { audit } from '../src/audit.mjs';
import { AuditError } from '../src/errors.mjs';
import { formatResult } from '../src/report.mjs';

async function main() {
  const options = parseArguments(process.argv.slice(2));
  if (options.help) {
    console.log(HELP);
    return 0;
  }
  const result = await audit(options);
  const report = formatResult(result, options.format);
  if (options.out) {
    try {
      writeFileSync(options.out, report);
    } catch (error) {
      throw new AuditError(`--out ${options.out}: ${error.message}`);
    }
    console.log(`${result.summary.errors} error(s), ${result.summary.infos} info: report in ${options.out}`);
  } else process.stdout.write(report);
  return result.summary.errors === 0 ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error) => {
    // One clear line: what went wrong, never a stack trace.
    const message = error instanceof AuditError ? error.message : `could not finish: ${String(error?.message ?? error).split('\n')[0]}`;
    console.error(`shellkit-audit: ${message}`);
    process.exitCode = 2;
  },
);
