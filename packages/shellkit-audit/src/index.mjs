// shellkit-audit as a library: audit() resolves with the result the JSON report is (README.md, "JSON schema").
export { audit, AUDIT_DEFAULTS } from './audit.mjs';
export { parseArguments, HELP } from './arguments.mjs';
export { formatResult, formatText, formatJunit, findingLine } from './report.mjs';
export { loadTrackerDatabase, thirdPartyWebDatabase, CATEGORIES, CONSENT_REQUIRING, SALE_SHARE } from './trackers.mjs';
export { parseDeclarations, readDeclarations } from './declarations.mjs';
export { findChromium, launchBrowser } from './browser.mjs';
export { AuditError } from './errors.mjs';
