// `npm run ledger:verify -- <export file> [--extends <older export file>]`: says whether an export of the consent
// ledger (CSV or NDJSON, from GET /consent/export) is intact and, with --extends, whether it extends an older one
// (every chain head the older export published is still there). Exit 0 with a summary when it is; 1 naming the
// first broken line; 2 when a file cannot be read as an export. What it proves: docs/operators/ledger.md.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyExport, verifyExtends } from '../server/consent-ledger/verify-export.mjs';

const USAGE = 'usage: npm run ledger:verify -- <export file (.csv or .ndjson)> [--extends <an older export of the same ledger>]';

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { extends: { type: 'string' } } });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const [file, ...extra] = args.positionals;
if (!file || extra.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

/** The file's verdict; exits 2 when it is not an export, 1 when it is broken. */
function verified(path) {
  let verdict;
  try {
    verdict = verifyExport(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(`${path}: not a consent ledger export: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  if (!verdict.ok) {
    console.error(`${path}: BROKEN at line ${verdict.line}${verdict.recordId ? ` (record ${verdict.recordId})` : ''}: ${verdict.reason}`);
    process.exit(1);
  }
  return verdict;
}

const verdict = verified(file);
console.log(
  `${file}: intact. ${verdict.records} records in ${verdict.chains} chains ` +
    `(${verdict.fromGenesis} from their first record, ${verdict.fromMidway} starting after records outside the export), ` +
    `${verdict.preChain} pre-chain records not checked, ${verdict.heads.size} chain heads, recorded in [${verdict.end.from}, ${verdict.end.to}).`,
);
if (args.values.extends !== undefined) {
  const older = verified(args.values.extends);
  const extension = verifyExtends(older, verdict);
  if (!extension.ok) {
    console.error(`${file}: does NOT extend ${args.values.extends}: ${extension.reason}`);
    process.exit(1);
  }
  console.log(
    `${file}: extends ${args.values.extends}: ${extension.found} of its chain heads found here, ` +
      `${extension.outside} outside this export's range (not checked), ${extension.preChain} pre-chain.`,
  );
}
