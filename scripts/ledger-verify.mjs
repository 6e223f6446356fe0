// `npm run ledger:verify -- <export file>`: says whether an export of the consent ledger (CSV or NDJSON,
// from GET /consent/export) is intact. Exit 0 with a summary when every chain holds; 1 naming the first
// broken record; 2 when the file cannot be read as an export. What it proves: docs/operators/ledger.md.
import { readFileSync } from 'node:fs';
import { verifyExport } from '../server/consent-ledger/verify-export.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run ledger:verify -- <export file (.csv or .ndjson)>');
  process.exit(2);
}

let verdict;
try {
  verdict = verifyExport(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file}: not a consent ledger export: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

if (!verdict.ok) {
  console.error(`${file}: BROKEN at line ${verdict.line} (record ${verdict.recordId}): ${verdict.reason}`);
  process.exit(1);
}
console.log(
  `${file}: intact. ${verdict.records} records in ${verdict.chains} chains ` +
    `(${verdict.fromGenesis} from their first record, ${verdict.fromMidway} starting after records outside the export), ` +
    `${verdict.preChain} pre-chain records not checked.`,
);
