import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

// Issue 23: the inspector covers every vendor that is on, several per port, and says which have no
// consent call of their own (a fetch-only vendor: only the shell's pipeline holds its calls).
test.use({ shellEnv: CONFIGS.fullTagSet });

test.describe('the shell inspector with the full tag set', () => {
  test('lists a row per vendor switched on, Plausible, LinkedIn and Hotjar marked as having no consent call of their own, and each call once per vendor', async ({
    page,
  }) => {
    await page.goto('/?shell-inspect');
    const inspector = page.getByRole('complementary', { name: 'Shell inspector' });
    const adapters = inspector.getByRole('table', { name: /Adapters/ });
    const rows = adapters.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    await expect(rows).toHaveText([
      /^consent/,
      /^analytics\s*segment\s*held for consent$/,
      /^analytics\s*posthog\s*held for consent$/,
      /^analytics\s*mixpanel\s*held for consent$/,
      /^analytics\s*plausible \(no consent call of its own: the shell holds and drops its calls\)\s*held for consent$/,
      /^analytics\s*google-analytics\s*held for consent$/,
      /^pixel\s*meta-pixel\s*held for consent$/,
      /^pixel\s*google-ads\s*held for consent$/,
      /^pixel\s*tiktok-pixel\s*held for consent$/,
      /^pixel\s*linkedin-insight \(no consent call of its own: the shell holds and drops its calls\)\s*held for consent$/,
      /^pixel\s*microsoft-uet\s*held for consent$/,
      /^heatmap\s*hotjar \(no consent call of its own: the shell holds and drops its calls\)\s*held for consent$/,
      /^errors\s*sentry\s*always$/,
    ]);

    await page.getByRole('button', { name: 'Track sample event' }).click();
    const calls = inspector.getByRole('list', { name: 'Port calls, newest first' });
    for (const [port, vendor] of [
      ['analytics', 'segment'],
      ['analytics', 'posthog'],
      ['analytics', 'mixpanel'],
      ['analytics', 'plausible'],
      ['analytics', 'google-analytics'],
      ['pixel', 'meta-pixel'],
      ['pixel', 'google-ads'],
      ['pixel', 'tiktok-pixel'],
      ['pixel', 'linkedin-insight'],
      ['pixel', 'microsoft-uet'],
    ])
      await expect(calls.getByRole('listitem').filter({ hasText: `${port} → ${vendor} event Sample Event (held for consent` })).toHaveCount(
        1,
      );
  });
});
