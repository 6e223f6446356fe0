import { describe, expect, it } from 'vitest';
import { formatReport, type AuditResult } from 'shellkit-audit/shellkit';

const result = (mode: AuditResult['mode'], findings: AuditResult['findings']): AuditResult => ({
  site: 'http://localhost:3000',
  mode,
  pages: ['/', '/pricing'],
  vendors: [
    { label: 'Segment', purpose: 'analytics' },
    { label: 'Meta pixel', purpose: 'marketing' },
  ],
  findings,
  notes: [],
});

describe("the audit's printed report", () => {
  it('counts each check per purpose in a table, then names every finding on its own line', () => {
    const report = formatReport(
      result('opt-in', [
        { check: 'not declared', purpose: 'marketing', who: 'Meta pixel', what: 'cookie _fbx' },
        { check: 'sent before consent', purpose: 'no vendor', who: 'tracker.example (not an origin of any vendor on)', what: 'x' },
      ]),
    );
    const marketing = report.split('\n').find((line) => line.startsWith('| marketing'));
    expect(marketing?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'marketing',
      'Meta pixel',
      'ok',
      'ok',
      '1 FOUND',
      'ok',
      'ok',
      '',
    ]);
    expect(report).toContain('| no vendor ');
    expect(report).toContain('2 findings:');
    expect(report).toContain('  - not declared [marketing] Meta pixel: cookie _fbx');
  });

  it('says the before-consent checks do not apply in notice mode, and that a clean run found nothing', () => {
    const report = formatReport(result('notice', []));
    expect(report).toContain('n/a (notice mode)');
    expect(report).toContain('No findings');
  });
});
