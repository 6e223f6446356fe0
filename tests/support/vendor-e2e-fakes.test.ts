// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv } from '../../src/composition/shell-env';
import { vendorContributions } from '../../src/composition/vendor-contributions';
import { CONFIGS } from '../e2e/shell-configs.mjs';
import { FULL_TAG_SET_VENDORS, VENDOR_E2E_ENV, VENDOR_E2E_FAKES } from './vendor-e2e-fakes.mjs';

const vendors = vendorContributions();

/** The ids of the vendors a config switches on, the ports' in-memory defaults aside. */
function switchedOnBy(env: Readonly<Record<string, string>>): string[] {
  const result = shellConfigFromEnv(env);
  if (!result.ok) throw new Error(result.error);
  return vendors
    .switchedOnBy(result.config)
    .map(({ descriptor }) => descriptor.id)
    .filter((id) => vendors.switchable.some((vendor) => vendor.id === id));
}

// Issue 23 §2: a new vendor touches its folder, one registry line and its spec. The presets and the
// fake network read each vendor's e2e values from its folder, so a registered vendor without them
// would be missing from the full tag set, and nothing else would say so.
describe("each vendor's e2e fake, in its folder", () => {
  for (const vendor of vendors.switchable) {
    it(`${vendor.label}: src/adapters/${vendor.id}/${vendor.id}.e2e-fake.mjs switches it on with a valid config`, () => {
      const env = VENDOR_E2E_ENV[vendor.id];
      expect(env, `add src/adapters/${vendor.id}/${vendor.id}.e2e-fake.mjs exporting e2eEnv`).toBeDefined();
      expect(Object.keys(env ?? {})).toContain(vendor.switchedOnBy);
      expect(switchedOnBy(env ?? {})).toContain(vendor.id);
    });
  }

  it('names only registered vendors', () => {
    const registered = vendors.switchable.map(({ id }) => id);
    expect(Object.keys(VENDOR_E2E_FAKES).filter((id) => !registered.includes(id))).toEqual([]);
  });
});

describe('the full tag set', () => {
  it('starts without a config error and switches on every vendor but those whose e2e fake leaves it out, in the registry order', () => {
    const left = Object.entries(VENDOR_E2E_FAKES)
      .filter(([, fake]) => fake.inFullTagSet === false)
      .map(([id]) => id);
    const expected = vendors.switchable.map(({ id }) => id).filter((id) => !left.includes(id));
    expect(switchedOnBy(CONFIGS.fullTagSet)).toEqual(expected);
    expect([...FULL_TAG_SET_VENDORS].sort()).toEqual([...expected].sort());
  });
});
