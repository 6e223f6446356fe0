import { vendorContributions } from '../../../src/composition/vendor-contributions';
import type { AnyVendorDescriptor } from '../../../src/ports/vendor-descriptor';
import { acceptAllButton, privacyFooterLink, settled, watchPage } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { vendorTag, type FakeVendors } from '../../support/fake-vendor-routes';
import { FULL_TAG_SET_VENDORS, VENDOR_E2E_FAKES } from '../../support/vendor-e2e-fakes.mjs';
import { withdraw } from '../../support/withdraw-consent';
import { BRAND, HOME } from '../../support/test-product';

/**
 * Issue 34 §3: the shape every vendor with no consent call of its own shares (Pinterest, Snap, Reddit, X,
 * LinkedIn…), run for each from its folder's e2e fake (`loadedOnceGranted`), on one server, the full tag set's:
 * nothing of it loads before its purpose is granted; then its tag gets exactly the calls its fake lists; a
 * withdrawal reloads the page once, after which its tag is gone and gets nothing more. A new such vendor is
 * covered here by its registry line and its e2e fake; its own spec keeps only what is its own.
 */
const LOADED_ONCE_GRANTED = vendorContributions().switchable.filter(
  (vendor) =>
    vendor.consentCall === 'none' &&
    vendor.loading.kind === 'script' &&
    FULL_TAG_SET_VENDORS.includes(vendor.id) &&
    VENDOR_E2E_FAKES[vendor.id]?.answeredTag !== undefined,
);

/** The vendor's expected calls, from its e2e fake; a vendor of this kind without them fails here, naming the file. */
function expectedOf(vendor: AnyVendorDescriptor) {
  const expected = VENDOR_E2E_FAKES[vendor.id]?.loadedOnceGranted;
  if (!expected)
    throw new Error(
      `${vendor.label} has no consent call and loads a tag: export loadedOnceGranted from src/adapters/${vendor.id}/${vendor.id}.e2e-fake.mjs`,
    );
  return expected;
}

/** Each vendor's tag's calls so far, by its label (a failure names the vendor). */
const callsByVendor = (vendors: FakeVendors) =>
  Object.fromEntries(LOADED_ONCE_GRANTED.map((vendor) => [vendor.label, vendorTag(vendors, vendor.id).calls()]));
/** How often each vendor's tag was asked for, by its label. */
const scriptRequestsByVendor = (vendors: FakeVendors) =>
  Object.fromEntries(LOADED_ONCE_GRANTED.map((vendor) => [vendor.label, vendorTag(vendors, vendor.id).scriptRequests()]));
const each = <T>(value: (vendor: AnyVendorDescriptor) => T) =>
  Object.fromEntries(LOADED_ONCE_GRANTED.map((vendor) => [vendor.label, value(vendor)]));

test.use({ shellEnv: CONFIGS.fullTagSet });

test('every vendor with no consent call that loads a tag lists the calls its tag gets, so this spec runs it', () => {
  expect(LOADED_ONCE_GRANTED.length).toBeGreaterThan(0);
  expect(LOADED_ONCE_GRANTED.filter((vendor) => !VENDOR_E2E_FAKES[vendor.id]?.loadedOnceGranted).map(({ id }) => id)).toEqual([]);
});

test.describe(`loaded once granted, with no consent call: ${LOADED_ONCE_GRANTED.map(({ label }) => label).join(', ')}`, () => {
  test('nothing loads before the choice; after "Accept all" each tag gets its calls, the held event among them, and a page view more on the next page', async ({
    page,
    vendors,
  }) => {
    const { uncaught } = watchPage(page);
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(scriptRequestsByVendor(vendors)).toEqual(each(() => 0));

    await acceptAllButton(page).click();
    // The event tracked before the choice was held, and is sent on accepting it.
    const accepted = each((vendor) => expectedOf(vendor).accepted);
    await expect.poll(() => callsByVendor(vendors)).toMatchObject(accepted);
    await privacyFooterLink(page).click();
    const afterNextPage = each((vendor) => [...expectedOf(vendor).accepted, ...expectedOf(vendor).nextPage]);
    await expect.poll(() => callsByVendor(vendors)).toMatchObject(afterNextPage);
    await settled(page);
    expect(callsByVendor(vendors)).toMatchObject(afterNextPage);
    expect(scriptRequestsByVendor(vendors)).toEqual(each(() => 1));
    expect(uncaught).toEqual([]);
  });

  test('a withdrawal reloads the page once: each tag is gone from it and gets nothing more', async ({ page, vendors }) => {
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await acceptAllButton(page).click();
    // Each tag in the page first: a tag that counts pages itself (Cloudflare, Pirsch) counts the one it loads on.
    await expect.poll(() => callsByVendor(vendors)).toMatchObject(each((vendor) => expectedOf(vendor).accepted));
    await privacyFooterLink(page).click();
    const afterNextPage = each((vendor) => [...expectedOf(vendor).accepted, ...expectedOf(vendor).nextPage]);
    await expect.poll(() => callsByVendor(vendors)).toMatchObject(afterNextPage);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    const reloaded = page.waitForEvent('load');
    await withdraw(page, 'all');
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(loads).toHaveLength(1);
    // Home again in the page and the sample event once more: no tag is there to take it.
    await page.getByRole('link', { name: BRAND }).first().click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    const globals = await page.evaluate(
      (names) => Object.fromEntries(names.map(([label, global]) => [label, global in window])),
      LOADED_ONCE_GRANTED.map((vendor) => [vendor.label, expectedOf(vendor).global] as const),
    );
    expect(globals).toEqual(each(() => false));
    expect(callsByVendor(vendors)).toMatchObject(afterNextPage);
    expect(each((vendor) => vendorTag(vendors, vendor.id).calls().length)).toEqual(
      each((vendor) => afterNextPage[vendor.label]?.length ?? 0),
    );
    expect(scriptRequestsByVendor(vendors)).toEqual(each(() => 1));
  });
});
