// A Shellkit site (it carries <script id="shellkit-config">) is driven natively, with its own declarations,
// by runAudit; its findings are given in the audit's common shape here.
import { runAudit } from './run-audit.mjs';

const PHASES = {
  'sent before consent': ['before-consent', 'request'],
  'stored before consent': ['before-consent', 'storage'],
  'not declared': ['after-accept', 'storage'],
  'left after withdrawal': ['after-withdrawal', 'storage'],
  'sent after withdrawal': ['after-withdrawal', 'request'],
};

/** One native finding in the common shape; `severity` as given. */
export function commonFinding(finding, severity) {
  const [phase, kind] = PHASES[finding.check];
  const key = /^(cookie|localStorage|sessionStorage) (\S+)/.exec(finding.what);
  return {
    phase,
    kind,
    ...(kind === 'request' ? { url: finding.url ?? finding.what.replace(/ \(\d+ requests?\)$/, '') } : { store: key?.[1], key: key?.[2] }),
    vendor: finding.who,
    category: finding.purpose,
    evidence: `${finding.check}: ${finding.what}`,
    severity,
  };
}

/** The native audit on a fresh context: its findings are errors, its notice-mode notes are worth knowing. */
export async function shellkitFindings(context, settings) {
  const result = await runAudit({
    context,
    baseUrl: settings.baseUrl,
    pages: settings.pages,
    ...(settings.settleMs !== undefined ? { settleMs: settings.settleMs } : {}),
    ...(settings.privacyPath ? { privacyPath: settings.privacyPath } : {}),
    ...(settings.withdraw ? { withdraw: settings.withdraw } : {}),
    ...(settings.quietMs !== undefined ? { quietMs: settings.quietMs } : {}),
    ...(settings.keysWindowMs !== undefined ? { keysWindowMs: settings.keysWindowMs } : {}),
    ...(settings.allowOrigins ? { allowOrigins: settings.allowOrigins } : {}),
  });
  return {
    mode: result.mode,
    findings: [
      ...result.findings.map((finding) => commonFinding(finding, 'error')),
      ...result.notes.map((note) => commonFinding(note, 'info')),
    ],
  };
}
