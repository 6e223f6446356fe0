import type { ChainHead, StoredConsentRecord } from './consent-ledger-port';

/** What the export's end line says of it (export-lines.mjs). */
export interface ExportEnd {
  readonly from: string;
  readonly to: string;
  readonly records: number;
  readonly preChainUntil: string | null;
  readonly version1Until: string | null;
}

export declare const EXPORT_FORMAT: string;
type CsvColumns = ReadonlyArray<readonly [string, (record: StoredConsentRecord) => string | boolean | null]>;
export declare const CSV_COLUMNS: CsvColumns;
export declare const EXPORT_FORMATS: Readonly<Record<string, CsvColumns>>;
export declare const GPP_STRING: RegExp;
export declare const FORMULA_START: RegExp;
export declare const CSV_HEAD_MARK: string;
export declare const CSV_END_MARK: string;
export declare function csvField(value: string | boolean | null): string;
export declare function csvHeader(columns?: CsvColumns): string;
export declare function csvLine(record: StoredConsentRecord, columns?: CsvColumns): string;
export declare function exportedRecord(record: StoredConsentRecord): Record<string, unknown>;
export declare function ndjsonLine(record: StoredConsentRecord): string;
export declare function csvHeadLine(head: ChainHead): string;
export declare function csvEndLine(end: ExportEnd, format?: string): string;
export declare function ndjsonHeadLine(head: ChainHead): string;
export declare function ndjsonEndLine(end: ExportEnd, format?: string): string;
