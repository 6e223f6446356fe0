import { formatReport, runAudit } from 'shellkit-audit/shellkit';
import { metaPixel } from '../../../src/adapters/meta-pixel/meta-pixel.vendor';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

/**
 * Issue 32: notice mode (SPEC's default) runs the vendors from the first page by design, and the audit still
 * checks what they send and store before "I Understand": reported as worth knowing (notes), never a failure.
 */

test.use({ shellEnv: CONFIGS.vendors, locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en' } });

test('notice mode: what goes before "I Understand" is checked and noted, not failed', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const result = await runAudit({ page, baseUrl: baseURL as string, pages: ['/'], keysWindowMs: 5000, quietMs: 5000, settleMs: 500 });
  expect(result.mode).toBe('notice');
  const sent = result.notes.filter((note) => note.check === 'sent before consent');
  expect(sent, formatReport(result)).toContainEqual(
    expect.objectContaining({ purpose: 'analytics', who: 'Segment', url: 'https://api.segment.io/v1/p' }),
  );
  expect(sent.map((note) => `${note.who} (${note.purpose})`)).toContain(`${metaPixel.label} (marketing)`);
  expect(result.notes).toContainEqual(
    expect.objectContaining({ check: 'stored before consent', who: 'Segment', what: 'localStorage ajs_anonymous_id' }),
  );
  expect(result.findings.filter((finding) => finding.check.endsWith('before consent'))).toEqual([]);
});
