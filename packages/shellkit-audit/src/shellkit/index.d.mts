export * from './run-audit.mjs';
export * from './audit-report.mjs';
export * from './page-declarations.mjs';
