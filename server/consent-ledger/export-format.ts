import type { StoredConsentRecord } from './consent-ledger-port';

export type ExportFormat = 'csv' | 'ndjson';

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
};

/** The CSV's columns, in order; the same names as the database's. */
const CSV_COLUMNS: ReadonlyArray<readonly [string, (record: StoredConsentRecord) => string | boolean | null]> = [
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

/**
 * One CSV field (RFC 4180): quoted when it holds a separator (a comma, or the semicolon spreadsheets split on
 * in locales whose decimal mark is a comma), a quote or a line break, quotes doubled.
 * A text a spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading apostrophe,
 * as OWASP advises: a user agent is the visitor's to write.
 */
export function csvField(value: string | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvHeader = (): string => `${CSV_COLUMNS.map(([name]) => name).join(',')}\r\n`;

export const csvLine = (record: StoredConsentRecord): string => `${CSV_COLUMNS.map(([, value]) => csvField(value(record))).join(',')}\r\n`;

export const ndjsonLine = (record: StoredConsentRecord): string => `${JSON.stringify(record)}\n`;
