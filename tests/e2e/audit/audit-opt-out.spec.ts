import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { auditCommand } from './audit-command';
import { startFakeVendorProxy } from './fake-vendor-proxy';
import { EMBEDS_PAGE, PRODUCT_PAGES } from '../../support/test-product';

/**
 * Issue 33 §4: the audit run as a product's CI runs it, in `--regime opt-out`, against the built product with every
 * vendor on and its mode chosen by the visitor's place (auto): a visitor from California with Global Privacy Control
 * on (the audit's with-gpc phase), and one without it who opts out in Cookie settings. The shell honours GPC as the
 * opt-out from the first byte, so nothing goes to advertising, sale or sharing while the analytics vendors run, and
 * the command exits 0. (What Meta is told on an opt-out, Limited Data Use, is tests/e2e/consent/us-opt-out.spec.ts's.) (A site that loads a pixel under GPC exits 1: the audit's own
 * corpus, packages/shellkit-audit/test.)
 */
test.use({ shellEnv: { ...CONFIGS.auto, ...EMBEDS_PAGE.env } });

test('--regime opt-out, a Californian with GPC: nothing to advertising, sale or sharing; analytics runs; exit 0', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const fakes = await startFakeVendorProxy();
  const { code, output } = await auditCommand([
    baseURL as string,
    '--regime',
    'opt-out',
    '--header',
    'CF-IPCountry: US',
    'cf-region-code: CA',
    '--pages',
    ...PRODUCT_PAGES,
    '--route-map',
    ...fakes.routeMap,
    '--settle-ms',
    '500',
  ]);
  await fakes.close();
  expect(output).toContain('No error: nothing sent or stored that the regime forbids.');
  expect(code, output).toBe(0);
  // The site ran as an opt-out site does, its analytics on: the audit judged a site with vendors, not one with none.
  expect(
    fakes.hits.some((hit) => hit.startsWith('api.segment.io ')),
    fakes.hits.join('\n'),
  ).toBe(true);
});
