import type { AuditResult } from './run-audit.mjs';

export declare function formatReport(result: AuditResult): string;
