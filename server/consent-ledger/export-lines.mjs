/**
 * The export's lines (GET /consent/export), in one plain module so the server writes them and
 * `npm run ledger:verify` reads them against the very same rules: the verifier writes each record again
 * and refuses a line that is not byte for byte what the server would have written (issue 35).
 */

/**
 * What the export's end line names itself, so a file is known for an export of this ledger and of this form.
 * Version 3 added the GPP string (a CSV column, an NDJSON field when present); version 2's files still verify.
 */
export const EXPORT_FORMAT = 'shellkit-consent-export/3';
const EXPORT_FORMAT_2 = 'shellkit-consent-export/2';

/** The CSV's columns of version 2, in order; the same names as the database's. */
const CSV_COLUMNS_2 = [
  ['recorded_at', (r) => r.recordedAt],
  ['record_id', (r) => r.recordId],
  ['consent_id', (r) => r.consentId],
  ['analytics', (r) => r.purposes.analytics],
  ['marketing', (r) => r.purposes.marketing],
  ['experience', (r) => r.purposes.experience],
  ['mode', (r) => r.mode],
  ['revision', (r) => r.revision],
  ['notice_hash', (r) => r.noticeHash],
  ['occasion', (r) => r.occasion],
  ['decided_at', (r) => r.decidedAt],
  ['global_privacy_control', (r) => r.globalPrivacyControl],
  ['region', (r) => r.region],
  ['client_ip', (r) => r.clientIp],
  ['user_agent', (r) => r.userAgent],
  // The hash chain, last, so `npm run ledger:verify` (and anyone with docs/operators/ledger.md) can check it.
  ['previous_hash', (r) => r.previousHash ?? null],
  ['hash', (r) => r.hash ?? null],
  // The language of the notice `notice_hash` is of (added after the chain, so the columns before keep their places); empty on records from before.
  ['language', (r) => r.language ?? null],
];

/** The CSV's columns, in order: version 2's, then the IAB GPP string `__gpp` gave for the decision (empty on records from before). */
export const CSV_COLUMNS = [...CSV_COLUMNS_2, ['gpp_string', (r) => r.gppString ?? null]];

/** The forms the verifier reads, by the name their end line gives: each one's CSV columns. */
export const EXPORT_FORMATS = { [EXPORT_FORMAT]: CSV_COLUMNS, [EXPORT_FORMAT_2]: CSV_COLUMNS_2 };

/**
 * An IAB GPP string as the ledger accepts it: its header and sections, each base64url segments joined by
 * "." and the sections by "~" (GPP Consent String Specification), at most 4,096 characters.
 */
export const GPP_STRING = /^(?=.{1,4096}$)[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*(~[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*)*$/;

/** A text a spreadsheet would run as a formula starts with one of these. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a separator (a comma, or the semicolon spreadsheets split on
 * in locales whose decimal mark is a comma, or the tab they split on when pasted), a quote or a line break,
 * quotes doubled. A text a spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading
 * apostrophe, as OWASP advises: a user agent is the visitor's to write.
 */
export function csvField(value) {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvHeader = (columns = CSV_COLUMNS) => `${columns.map(([name]) => name).join(',')}\r\n`;

export const csvLine = (record, columns = CSV_COLUMNS) => `${columns.map(([, value]) => csvField(value(record))).join(',')}\r\n`;

/** The record as NDJSON writes it: its fields in this order, `language` and `gppString` only when the record has them. */
export function exportedRecord(r) {
  return {
    recordId: r.recordId,
    consentId: r.consentId,
    purposes: { analytics: r.purposes.analytics, marketing: r.purposes.marketing, experience: r.purposes.experience },
    mode: r.mode,
    revision: r.revision,
    noticeHash: r.noticeHash,
    occasion: r.occasion,
    decidedAt: r.decidedAt,
    globalPrivacyControl: r.globalPrivacyControl,
    recordedAt: r.recordedAt,
    region: r.region,
    clientIp: r.clientIp,
    userAgent: r.userAgent,
    previousHash: r.previousHash ?? null,
    hash: r.hash ?? null,
    ...(r.language == null ? {} : { language: r.language }),
    ...(r.gppString == null ? {} : { gppString: r.gppString }),
  };
}

export const ndjsonLine = (record) => `${JSON.stringify(exportedRecord(record))}\n`;

/*
 * After the records, the export ends with its trailer: one line per consent id in the range naming its
 * chain's head (the hash of its last record in the range), then the end line. A file without the end
 * line was cut short, or is not an export.
 *
 * CSV:    #head,<consent_id>,<recorded_at>,<hash>
 *         #end,shellkit-consent-export/3,<from>,<to>,<records>,<pre_chain_until>,<version_1_until>
 * NDJSON: {"head":{"consentId":…,"recordedAt":…,"hash":…}}
 *         {"end":{"format":"shellkit-consent-export/3","from":…,"to":…,"records":…,"preChainUntil":…,"version1Until":…}}
 *
 * `pre_chain_until` is the receipt time of the ledger's last record stored before the chain (empty when
 * it holds none), `version_1_until` that of its last chained record without a language: records of
 * those forms are expected up to those times, and nowhere else.
 */

export const CSV_HEAD_MARK = '#head';
export const CSV_END_MARK = '#end';

export const csvHeadLine = (head) => `${[CSV_HEAD_MARK, head.consentId, head.recordedAt, head.hash ?? null].map(csvField).join(',')}\r\n`;

export const csvEndLine = (end, format = EXPORT_FORMAT) =>
  `${[CSV_END_MARK, format, end.from, end.to, String(end.records), end.preChainUntil, end.version1Until].map(csvField).join(',')}\r\n`;

export const ndjsonHeadLine = (head) =>
  `${JSON.stringify({ head: { consentId: head.consentId, recordedAt: head.recordedAt, hash: head.hash ?? null } })}\n`;

export const ndjsonEndLine = (end, format = EXPORT_FORMAT) =>
  `${JSON.stringify({
    end: {
      format,
      from: end.from,
      to: end.to,
      records: end.records,
      preChainUntil: end.preChainUntil,
      version1Until: end.version1Until,
    },
  })}\n`;
