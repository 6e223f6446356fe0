import { GENESIS_HASH, recordHash } from './record-chain.mjs';
import {
  CSV_COLUMNS,
  CSV_END_MARK,
  CSV_HEAD_MARK,
  EXPORT_FORMAT,
  EXPORT_FORMATS,
  FORMULA_START,
  GPP_STRING,
  csvEndLine,
  csvField,
  csvHeadLine,
  csvHeader,
  ndjsonEndLine,
  ndjsonHeadLine,
  ndjsonLine,
} from './export-lines.mjs';

/**
 * Checks an export of the consent ledger (`GET /consent/export`, CSV or NDJSON) against its hash chains:
 * what `npm run ledger:verify` runs. Plain JavaScript, so the command needs no build.
 *
 * Strict (issue 35): every line must be exactly what the server writes (export-lines.mjs writes each
 * record, head and end line again and compares), so a cell no export holds (`TRUE`, `yes`, `true `) breaks
 * the file rather than being read as something it is not. Within each consent id, in the file's order
 * (the export's, which is the chain's), every record must name the hash of the one before it as its
 * previous hash, and its own hash must be its content's. A chain may begin after its genesis: a range
 * export or the retention purge leaves earlier records out. Records of the ledger's older forms (no hash,
 * or no language) are accepted only up to the times the end line gives for them, and a record without
 * hashes after the first chained one breaks the file.
 */

/** The file is not an export of this ledger (exit 2). */
export class NotAnExport extends Error {
  name = 'NotAnExport';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHA256 = /^[0-9a-f]{64}$/;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const isInstant = (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;
/** A decision time as a browser may send it (ISO 8601 with Z or an offset), which the ledger keeps as sent. */
const isSentTime = (value) =>
  isInstant(value) ||
  (typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value)));

/** What is wrong with a record's values, as the export never writes them; undefined when nothing is. */
function recordProblem(r) {
  const checks = [
    ['recordedAt', isInstant(r.recordedAt), 'a time as Date.prototype.toISOString() writes it'],
    ['recordId', typeof r.recordId === 'string' && UUID.test(r.recordId), 'a lowercase UUID'],
    ['consentId', typeof r.consentId === 'string' && UUID.test(r.consentId), 'a lowercase UUID'],
    ['analytics', typeof r.purposes?.analytics === 'boolean', 'true or false'],
    ['marketing', typeof r.purposes?.marketing === 'boolean', 'true or false'],
    ['experience', typeof r.purposes?.experience === 'boolean', 'true or false'],
    ['mode', r.mode === 'notice' || r.mode === 'opt-in' || r.mode === 'opt-out', 'notice, opt-in or opt-out'],
    ['revision', typeof r.revision === 'string' && r.revision !== '', 'a policy revision'],
    ['noticeHash', typeof r.noticeHash === 'string' && SHA256.test(r.noticeHash), 'a lowercase SHA-256 in hex'],
    ['occasion', ['first', 'change', 'reconsent'].includes(r.occasion), 'first, change or reconsent'],
    ['decidedAt', isSentTime(r.decidedAt), 'an ISO 8601 date and time'],
    ['globalPrivacyControl', typeof r.globalPrivacyControl === 'boolean', 'true or false'],
    ['region', r.region === null || typeof r.region === 'string', 'a text or empty'],
    ['clientIp', r.clientIp === null || typeof r.clientIp === 'string', 'a text or empty'],
    ['userAgent', r.userAgent === null || typeof r.userAgent === 'string', 'a text or empty'],
    ['previousHash', r.previousHash === null || (typeof r.previousHash === 'string' && SHA256.test(r.previousHash)), 'a SHA-256 or empty'],
    ['hash', r.hash === null || (typeof r.hash === 'string' && SHA256.test(r.hash)), 'a SHA-256 or empty'],
    ['language', r.language === undefined || (typeof r.language === 'string' && LANGUAGE.test(r.language)), 'a language code or empty'],
    ['gppString', r.gppString === undefined || (typeof r.gppString === 'string' && GPP_STRING.test(r.gppString)), 'a GPP string or empty'],
  ];
  const failed = checks.find(([, ok]) => !ok);
  if (failed) {
    const [field, , rule] = failed;
    const value = field in (r.purposes ?? {}) ? r.purposes[field] : r[field];
    return `${field} is ${JSON.stringify(value)}, where the export writes ${rule}`;
  }
  if ((r.previousHash === null) !== (r.hash === null)) return 'it has one of previous_hash and hash without the other';
  return undefined;
}

/** RFC 4180 rows, each with its cells as read and as written (quotes included), and its line number. */
function csvRows(text) {
  const rows = [];
  let cells = [];
  let raws = [];
  let field = '';
  let cellStart = 0;
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  const endCell = (index) => {
    cells.push(field);
    raws.push(text.slice(cellStart, index));
    field = '';
    cellStart = index + 1;
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ',') endCell(index);
    else if (char === '\n' || char === '\r') {
      endCell(index);
      if (char === '\r' && text[index + 1] === '\n') index++;
      cellStart = index + 1;
      rows.push({ line: rowLine, cells, raws });
      cells = [];
      raws = [];
      line++;
      rowLine = line;
    } else field += char;
  }
  if (quoted) throw new NotAnExport(`line ${rowLine} opens a quoted cell that never closes`);
  if (field !== '' || cells.length > 0) {
    endCell(text.length);
    rows.push({ line: rowLine, cells, raws });
  }
  return rows.filter((row) => row.cells.some((cell) => cell !== ''));
}

/** A CSV cell's possible values: `'=x` was either `=x` guarded or `'=x` as sent; the hash tells which. */
function cellValues(cell) {
  if (cell === '') return [null];
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? [cell.slice(1), cell] : [cell];
}

const CSV_BOOLEANS = { true: true, false: false };

function csvRecordCandidates(cells, columns = CSV_COLUMNS) {
  const cell = (name) => cells[columns.findIndex(([column]) => column === name)] ?? '';
  const bool = (name) => (Object.hasOwn(CSV_BOOLEANS, cell(name)) ? CSV_BOOLEANS[cell(name)] : cell(name));
  const base = {
    recordId: cell('record_id'),
    consentId: cell('consent_id'),
    purposes: { analytics: bool('analytics'), marketing: bool('marketing'), experience: bool('experience') },
    mode: cell('mode'),
    revision: cell('revision'),
    noticeHash: cell('notice_hash'),
    occasion: cell('occasion'),
    decidedAt: cell('decided_at'),
    globalPrivacyControl: bool('global_privacy_control'),
    recordedAt: cell('recorded_at'),
    region: null,
    clientIp: null,
    userAgent: null,
    previousHash: cell('previous_hash') || null,
    hash: cell('hash') || null,
    ...(cell('language') === '' ? {} : { language: cell('language') }),
    ...(cell('gpp_string') === '' ? {} : { gppString: cell('gpp_string') }),
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

/** The file read as an export: its records, its heads and its end line, each with its line and how the server writes it. */
function readCsv(text) {
  const [header, ...rows] = csvRows(text);
  // The header says which form the file is of (a version 2 file has no gpp_string column); its end line must name the same.
  const headerFormat = Object.keys(EXPORT_FORMATS).find((name) => `${header.raws.join(',')}\r\n` === csvHeader(EXPORT_FORMATS[name]));
  if (headerFormat === undefined) {
    throw new NotAnExport(`its first line is not the export's header (${csvHeader().trim()})`);
  }
  const columns = EXPORT_FORMATS[headerFormat];
  return rows.map(({ line, cells, raws }) => {
    const raw = `${raws.join(',')}\r\n`;
    if (cells[0] === CSV_HEAD_MARK) {
      const head = { consentId: cells[1] ?? '', recordedAt: cells[2] ?? '', hash: cells[3] || null };
      return { kind: 'head', line, head, exact: cells.length === 4 && csvHeadLine(head) === raw };
    }
    if (cells[0] === CSV_END_MARK) {
      const [, format, from, to, records, preChainUntil, version1Until] = cells;
      const end = {
        format,
        from,
        to,
        records: Number(records),
        preChainUntil: preChainUntil || null,
        version1Until: version1Until || null,
      };
      return { kind: 'end', line, end, exact: cells.length === 7 && format === headerFormat && csvEndLine(end, format) === raw };
    }
    if (cells.length !== columns.length) {
      return {
        kind: 'record',
        line,
        candidates: csvRecordCandidates(cells, columns),
        problem: `it has ${cells.length} cells, not ${columns.length}`,
      };
    }
    const candidates = csvRecordCandidates(cells, columns);
    const column = columns.findIndex(
      ([, value], index) => !candidates.some((candidate) => safely(() => csvField(value(candidate))) === raws[index]),
    );
    const problem =
      column >= 0 ? `its ${columns[column][0]} cell ${JSON.stringify(raws[column])} is not what the export writes` : undefined;
    const valid = candidates.some((candidate) => recordProblem(candidate) === undefined);
    return { kind: 'record', line, candidates, problem: problem ?? (valid ? undefined : recordProblem(candidates[0])) };
  });
}

function safely(call) {
  try {
    return call();
  } catch {
    return undefined;
  }
}

function readNdjson(text) {
  const lines = text.split('\n');
  return lines.flatMap((json, index) => {
    const line = index + 1;
    if (json.trim() === '') return [];
    let value;
    try {
      value = JSON.parse(json);
    } catch {
      throw new NotAnExport(`line ${line} is neither CSV nor JSON`);
    }
    const raw = `${json}\n`;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new NotAnExport(`line ${line} is not a JSON object`);
    if (Object.hasOwn(value, 'head') && Object.keys(value).length === 1) {
      const head = value.head ?? {};
      return [{ kind: 'head', line, head, exact: safely(() => ndjsonHeadLine(head)) === raw }];
    }
    if (Object.hasOwn(value, 'end') && Object.keys(value).length === 1) {
      const end = value.end ?? {};
      const format = Object.hasOwn(EXPORT_FORMATS, end.format) ? end.format : EXPORT_FORMAT;
      return [{ kind: 'end', line, end, exact: safely(() => ndjsonEndLine(end, format)) === raw }];
    }
    if (!Object.hasOwn(value, 'recordId')) throw new NotAnExport(`line ${line} is not a record, a chain head or the end line of an export`);
    const problem =
      recordProblem({ ...value, purposes: value.purposes ?? {} }) ??
      (safely(() => ndjsonLine(value)) === raw
        ? undefined
        : 'the line is not what the export writes (a field added, removed, moved or respaced)');
    return [{ kind: 'record', line, candidates: [value], problem }];
  });
}

/**
 * `{ ok: true, records, chains, fromGenesis, fromMidway, preChain, version1, end, heads, hashes }` when every
 * chain holds; `{ ok: false, line, recordId, reason }` naming the first line that breaks the file.
 * Throws NotAnExport when the text is not an export of this ledger.
 */
export function verifyExport(text) {
  if (text.trim() === '') throw new NotAnExport('the file is empty');
  const entries = text.startsWith('recorded_at,') ? readCsv(text) : readNdjson(text);
  if (entries.length === 0) throw new NotAnExport('the file holds no records and no end line');
  const endEntry = entries.at(-1);
  const broken = (line, reason, recordId) => ({ ok: false, line, recordId, reason });
  if (endEntry.kind !== 'end') {
    if (!entries.some((entry) => entry.kind === 'end')) {
      return broken(endEntry.line, 'the file has no end line: it was cut short, or is not a whole export');
    }
    return broken(entries.findLast((entry) => entry.kind !== 'end').line, 'a line follows the end line');
  }
  const { end } = endEntry;
  if (!Object.hasOwn(EXPORT_FORMATS, end.format))
    throw new NotAnExport(`its end line names ${JSON.stringify(end.format)}, not ${Object.keys(EXPORT_FORMATS).join(' or ')}`);
  if (!endEntry.exact || !isInstant(end.from) || !isInstant(end.to))
    return broken(endEntry.line, 'the end line is not what the export writes');

  const summary = {
    ok: true,
    records: 0,
    chains: 0,
    fromGenesis: 0,
    fromMidway: 0,
    preChain: 0,
    version1: 0,
    end,
    heads: new Map(),
    hashes: new Map(),
  };
  const last = new Map();
  const preChainIds = new Set();
  let firstChainedLine;
  let previousOrder;
  let headsStarted = false;
  for (const entry of entries.slice(0, -1)) {
    const { line } = entry;
    if (entry.kind === 'end') return broken(line, 'a second end line');
    if (entry.kind === 'head') {
      headsStarted = true;
      const { head } = entry;
      const record = last.get(head.consentId);
      if (!entry.exact) return broken(line, 'this chain head line is not what the export writes');
      if (!record) {
        return broken(
          line,
          `the chain head of consent id ${head.consentId} (recorded ${head.recordedAt}) has no record in the export: its records are missing (the ledger could not read them, or they were removed from the file)`,
        );
      }
      if (summary.heads.has(head.consentId)) return broken(line, `a second chain head for consent id ${head.consentId}`);
      if (record.hash !== head.hash || record.recordedAt !== head.recordedAt) {
        return broken(
          line,
          `the chain head of consent id ${head.consentId} is not its last record in the export: a record was removed or added at its end`,
        );
      }
      summary.heads.set(head.consentId, head);
      continue;
    }
    const [first] = entry.candidates;
    const recordId = typeof first.recordId === 'string' ? first.recordId : '?';
    const here = (reason) => broken(line, reason, recordId);
    if (headsStarted) return here('a record after the chain heads');
    if (entry.problem) return here(entry.problem);
    summary.records++;
    const order = `${first.recordedAt} ${first.recordId}`;
    if (first.recordedAt < end.from || first.recordedAt >= end.to)
      return here(`its recorded_at is outside the export's range [${end.from}, ${end.to})`);
    if (previousOrder !== undefined && order <= previousOrder)
      return here("it is not in the export's order (by recorded_at, then record_id): a record was moved");
    previousOrder = order;
    const lastHash = last.get(first.consentId)?.hash;
    if (first.hash === null) {
      // Stored before the ledger kept a chain (migration 2026-11-25-record-chain): only as early as the export says there are such records.
      if (firstChainedLine !== undefined) return here(`a record without hashes after the first chained record (line ${firstChainedLine})`);
      if (end.preChainUntil === null || first.recordedAt > end.preChainUntil) {
        return here(
          `a record without hashes, where the export says the ledger holds none ${end.preChainUntil === null ? '' : `after ${end.preChainUntil}`}`.trim(),
        );
      }
      summary.preChain++;
      preChainIds.add(first.consentId);
      last.set(first.consentId, first);
      continue;
    }
    firstChainedLine ??= line;
    if (first.language === undefined) {
      if (end.version1Until === null || first.recordedAt > end.version1Until) {
        return here(
          "a chained record without a language (the canonical form's version 1), where the export says the ledger holds none so late",
        );
      }
      summary.version1++;
    }
    if (lastHash === undefined || lastHash === null) {
      summary.chains++;
      if (first.previousHash === GENESIS_HASH) summary.fromGenesis++;
      else if (preChainIds.has(first.consentId))
        return here(
          `the first chained record of consent id ${first.consentId} after its pre-chain records does not chain to the genesis value`,
        );
      else summary.fromMidway++;
    } else if (first.previousHash !== lastHash) {
      return here(
        `its previous_hash is not the hash of the record before it in consent id ${first.consentId}'s chain: a record was removed, added or moved`,
      );
    }
    const matching = entry.candidates.find((candidate) => recordHash(candidate, candidate.previousHash) === candidate.hash);
    if (!matching) return here("its hash is not its content's: a field of this record was changed");
    if (!summary.hashes.has(first.consentId)) summary.hashes.set(first.consentId, { first: first.previousHash, all: new Set() });
    summary.hashes.get(first.consentId).all.add(first.hash);
    last.set(first.consentId, first);
  }
  const headless = [...last.keys()].find((consentId) => !summary.heads.has(consentId));
  if (headless !== undefined) return broken(endEntry.line, `consent id ${headless} has no chain head line: the trailer was edited`);
  if (end.records !== summary.records)
    return broken(endEntry.line, `the end line counts ${end.records} records, the file holds ${summary.records}`);
  if (summary.records === 0) {
    return broken(
      endEntry.line,
      'the export holds no records, so there is nothing to verify: an empty range, or a ledger that lost its records (compare it with an older export: --extends)',
    );
  }
  return summary;
}

/**
 * Whether `newer` (a verified export) extends `older` (another): each chain head the older export published
 * is in the newer one, or the newer one's records of that consent id continue from it. A head inside the
 * newer export's range that is neither means records were removed or the chain was rewritten since.
 */
export function verifyExtends(older, newer) {
  const verdict = { ok: true, found: 0, outside: 0, preChain: 0 };
  for (const head of older.heads.values()) {
    if (head.hash === null) {
      verdict.preChain++;
      continue;
    }
    const chain = newer.hashes.get(head.consentId);
    if (chain?.all.has(head.hash) || chain?.first === head.hash) verdict.found++;
    else if (head.recordedAt >= newer.end.from && head.recordedAt < newer.end.to) {
      return {
        ok: false,
        consentId: head.consentId,
        reason: `the head of consent id ${head.consentId}'s chain in the older export (recorded ${head.recordedAt}, hash ${head.hash}) is not in this one: its records were removed or its chain rewritten since`,
      };
    } else verdict.outside++;
  }
  return verdict;
}
