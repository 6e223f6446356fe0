import { GENESIS_HASH, recordHash } from './record-chain.mjs';

/**
 * Checks an export of the consent ledger (`GET /consent/export`, CSV or NDJSON) against its hash chains:
 * what `npm run ledger:verify` runs. Plain JavaScript, so the command needs no build.
 *
 * Within each consent id, in the file's order (the export's, which is the chain's), every record must
 * name the hash of the one before it as its previous hash, and its own hash must be its content's.
 * A chain may begin after its genesis: a range export or the retention purge leaves earlier records out.
 */

const CSV_GUARD = /^'[=+\-@\t\r]/;

/** RFC 4180 rows: quoted fields with doubled quotes, lines ended by CRLF or LF. */
function csvRows(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/**
 * A cell's possible values. The export puts an apostrophe before a text a spreadsheet would run as a
 * formula, so `'=x` was either `=x` guarded or `'=x` as sent: both are tried against the hash.
 */
function cellValues(cell) {
  if (cell === '') return [null];
  return CSV_GUARD.test(cell) ? [cell.slice(1), cell] : [cell];
}

function csvRecordCandidates(columns, cells) {
  const cell = (name) => cells[columns.indexOf(name)] ?? '';
  const base = {
    recordId: cell('record_id'),
    consentId: cell('consent_id'),
    purposes: {
      analytics: cell('analytics') === 'true',
      marketing: cell('marketing') === 'true',
      experience: cell('experience') === 'true',
    },
    mode: cell('mode'),
    revision: cell('revision'),
    noticeHash: cell('notice_hash'),
    language: cell('language') || null,
    occasion: cell('occasion'),
    decidedAt: cell('decided_at'),
    globalPrivacyControl: cell('global_privacy_control') === 'true',
    recordedAt: cell('recorded_at'),
    previousHash: cell('previous_hash') || null,
    hash: cell('hash') || null,
  };
  let candidates = [base];
  for (const [key, column] of [
    ['revision', 'revision'],
    ['region', 'region'],
    ['clientIp', 'client_ip'],
    ['userAgent', 'user_agent'],
  ]) {
    const values = key === 'revision' ? cellValues(cell(column)).map((value) => value ?? '') : cellValues(cell(column));
    candidates = candidates.flatMap((candidate) => values.map((value) => ({ ...candidate, [key]: value })));
  }
  return candidates;
}

/** Each record of the file with its line number and the readings of it to try (one, but for guarded CSV cells). */
function exportEntries(text) {
  if (text.startsWith('recorded_at,')) {
    const [columns = [], ...rows] = csvRows(text);
    for (const needed of ['previous_hash', 'hash']) {
      if (!columns.includes(needed)) throw new Error(`the CSV has no ${needed} column: it was exported before the ledger kept a chain`);
    }
    return rows
      .filter((cells) => cells.some((cell) => cell !== ''))
      .map((cells, index) => ({ line: index + 2, candidates: csvRecordCandidates(columns, cells) }));
  }
  return text
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter((entry) => entry.text !== '')
    .map(({ line, text: json }) => {
      try {
        return { line, candidates: [JSON.parse(json)] };
      } catch {
        throw new Error(`line ${line} is neither CSV nor JSON`);
      }
    });
}

/**
 * `{ ok: true, records, chains, fromGenesis, fromMidway, preChain }` when every chain holds;
 * `{ ok: false, line, recordId, reason }` naming the first record that breaks one.
 */
export function verifyExport(text) {
  const lastHashOf = new Map();
  const summary = { ok: true, records: 0, chains: 0, fromGenesis: 0, fromMidway: 0, preChain: 0 };
  for (const { line, candidates } of exportEntries(text)) {
    const [first] = candidates;
    const broken = (reason) => ({ ok: false, line, recordId: first.recordId, reason });
    summary.records++;
    const lastHash = lastHashOf.get(first.consentId);
    if (!first.hash) {
      // Stored before the ledger kept a chain (migration 2026-11-25-record-chain): nothing to check.
      if (lastHash !== undefined) return broken(`a record without a hash after chained records of consent id ${first.consentId}`);
      summary.preChain++;
      continue;
    }
    if (lastHash === undefined) {
      summary.chains++;
      if (first.previousHash === GENESIS_HASH) summary.fromGenesis++;
      else summary.fromMidway++;
    } else if (first.previousHash !== lastHash) {
      return broken(
        `its previous_hash is not the hash of the record before it in consent id ${first.consentId}'s chain: a record was removed, added or moved`,
      );
    }
    const matches = candidates.some((candidate) => recordHash(candidate, candidate.previousHash) === candidate.hash);
    if (!matches) return broken("its hash is not its content's: a field of this record was changed");
    lastHashOf.set(first.consentId, first.hash);
  }
  return summary;
}
