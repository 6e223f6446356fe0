// The native audit of a Shellkit site, for a Playwright spec that drives the page itself (tests/e2e/audit).
export { runAudit, AUDIT_DEFAULTS, CHECKS, NO_VENDOR, SWITCH_NAMES } from './run-audit.mjs';
export { formatReport } from './audit-report.mjs';
export {
  declarationsOf,
  isDeclaredAs,
  declaredNamePattern,
  readPageConfig,
  vendorsOf,
  vendorsReaching,
  vendorsExplaining,
  embedsReaching,
  REFUSABLE_PURPOSES,
} from './page-declarations.mjs';
