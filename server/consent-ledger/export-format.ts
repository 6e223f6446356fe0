import type { ChainHead, StoredConsentRecord } from './consent-ledger-port';
import { csvEndLine, csvHeadLine, csvHeader, csvLine, ndjsonEndLine, ndjsonHeadLine, ndjsonLine, type ExportEnd } from './export-lines.mjs';

export { csvField, csvHeader, csvLine, ndjsonLine, type ExportEnd } from './export-lines.mjs';

export type ExportFormat = 'csv' | 'ndjson';

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
};

/** How each format writes its lines: the header (CSV only), a record, a chain's head, the end line (export-lines.mjs). */
export interface ExportWriter {
  readonly header: string;
  readonly record: (record: StoredConsentRecord) => string;
  readonly head: (head: ChainHead) => string;
  readonly end: (end: ExportEnd) => string;
}

export const EXPORT_WRITERS: Readonly<Record<ExportFormat, ExportWriter>> = {
  csv: { header: csvHeader(), record: csvLine, head: csvHeadLine, end: csvEndLine },
  ndjson: { header: '', record: ndjsonLine, head: ndjsonHeadLine, end: ndjsonEndLine },
};
