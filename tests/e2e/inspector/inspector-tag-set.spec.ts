import { vendorContributions } from '../../../src/composition/vendor-contributions';
import { isOnRequestPort, VENDOR_PORTS } from '../../../src/domain/vendor-facts';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { FULL_TAG_SET_VENDORS } from '../../support/vendor-e2e-fakes.mjs';
import { HOME } from '../../support/test-product';

// Issue 23: the inspector covers every vendor that is on, several per port, and says which have no
// consent call of their own (a fetch-only vendor: only the shell's pipeline holds its calls).
test.use({ shellEnv: CONFIGS.fullTagSet });

/** The full tag set's vendors, by port, each port's in the registry's order: a vendor added to it is checked too. */
const TAG_SET = VENDOR_PORTS.flatMap((port) =>
  vendorContributions()
    .servingPort(port)
    .filter((vendor) => FULL_TAG_SET_VENDORS.includes(vendor.id)),
);
const NO_CONSENT_CALL = ' (no consent call of its own: the shell holds and drops its calls)';
// A chat vendor runs only when the visitor opens the chat (docs/decisions/0003-chat-on-request.md).
const ON_REQUEST = ' (loaded when the visitor opens the chat)';
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('the shell inspector with the full tag set', () => {
  test('lists a row per vendor switched on, those with no consent call of their own (Plausible, LinkedIn, Hotjar) marked, and each call once per vendor', async ({
    page,
  }) => {
    await page.goto('/?shell-inspect');
    const inspector = page.getByRole('complementary', { name: 'Shell inspector' });
    const adapters = inspector.getByRole('table', { name: /Adapters/ });
    const rows = adapters.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    await expect(rows).toHaveText([
      /^consent/,
      ...TAG_SET.map(({ port, id, consentCall, purpose }) =>
        isOnRequestPort(port)
          ? new RegExp(`^${port}\\s*${literally(id)}${literally(ON_REQUEST)}\\s*on request$`)
          : new RegExp(
              `^${port}\\s*${literally(id)}${consentCall === 'none' ? literally(NO_CONSENT_CALL) : ''}\\s*${purpose === 'necessary' ? 'always' : 'held for consent'}$`,
            ),
      ),
    ]);
    // The marks come from the descriptors: these three say they have no consent call.
    expect(TAG_SET.filter(({ consentCall }) => consentCall === 'none').map(({ id }) => id)).toEqual(
      expect.arrayContaining(['plausible', 'linkedin-insight', 'hotjar']),
    );

    await page.getByRole('button', { name: HOME.trackSample }).click();
    const calls = inspector.getByRole('list', { name: 'Port calls, newest first' });
    for (const { port, id } of TAG_SET.filter(({ port }) => port === 'analytics' || port === 'pixel'))
      await expect(calls.getByRole('listitem').filter({ hasText: `${port} → ${id} event Sample Event (held for consent` })).toHaveCount(1);
  });
});
