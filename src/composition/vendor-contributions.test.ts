import { describe, expect, it } from 'vitest';
import { memoryVendors } from '../adapters/memory/memory.vendors';
import { segment } from '../adapters/segment/segment.vendor';
import { defineVendor, type AnyVendorDescriptor } from '../ports/vendor-descriptor';
import type { ContributionProvider } from './contribution-provider';
import { shellConfigFromEnv } from './shell-env';
import { LOAD_MODULES, need, VENDOR_CONTRIBUTIONS } from './tokens';
import { createVendorContainer, vendorContributions } from './vendor-contributions';
import { vendorModule } from './vendor-module';

// A vendor a product adds in a folder of its own: only its module knows it.
const inHouse = defineVendor({
  id: 'in-house',
  label: 'In-house analytics',
  port: 'analytics',
  purpose: 'analytics',
  variables: (z) => ({ VITE_IN_HOUSE_URL: z.url() }),
  switchedOnBy: 'VITE_IN_HOUSE_URL',
  options: (env) => (env.VITE_IN_HOUSE_URL ? { url: env.VITE_IN_HOUSE_URL } : undefined),
  origins: ({ url }) => ({ connectSrc: [new URL(url).origin] }),
  loading: { kind: 'nothing' },
  starts: 'at-once',
  privacy: ['page-views-and-named-events'],
  storage: [],
  create: () => ({ page: () => undefined, track: () => undefined }),
});

describe('the vendor contribution point: every table the host keeps comes from what vendor modules contribute', () => {
  it('lists each registered vendor once, with the in-memory default of each port apart from those a variable switches on', () => {
    const vendors = vendorContributions();
    expect(vendors.switchable).toContain(segment);
    expect(vendors.switchable).not.toContain(memoryVendors.analytics);
    expect(vendors.defaultFor('analytics')).toBe(memoryVendors.analytics);
    expect(vendors.servingPort('analytics')).toEqual(expect.arrayContaining([segment, memoryVendors.analytics]));
    expect(new Set(vendors.all).size).toBe(vendors.all.length);
  });

  it('a module loaded into the container adds its vendor to its port beside the others, with nothing else to list it', () => {
    const container = createVendorContainer();
    need(container, LOAD_MODULES)(vendorModule(inHouse));
    const vendors = vendorContributions(container.get(VENDOR_CONTRIBUTIONS));
    expect(vendors.servingPort('analytics')).toContain(inHouse);
    expect(vendors.servingPort('analytics')).toContain(segment);
    expect(vendors.servingPort('pixel')).not.toContain(inHouse);
  });

  it('the provider is one for the container, and asks for the contributions once', () => {
    const container = createVendorContainer();
    const provider = container.get<ContributionProvider<AnyVendorDescriptor>>(VENDOR_CONTRIBUTIONS);
    expect(container.get(VENDOR_CONTRIBUTIONS)).toBe(provider);
    expect(provider.getContributions()).toBe(provider.getContributions());
  });

  it("a config's vendors are every switched-on one, several per port, or the port's in-memory default, each with its options", () => {
    const result = shellConfigFromEnv({ VITE_SEGMENT_WRITE_KEY: 'abcdefgh12345678', VITE_GA4_MEASUREMENT_ID: 'G-2X4B6D8F0H' });
    if (!result.ok) throw new Error(result.error);
    const switchedOn = vendorContributions().switchedOnBy(result.config);
    expect(switchedOn.map(({ descriptor }) => [descriptor.port, descriptor.id])).toEqual([
      ['analytics', 'segment'],
      ['analytics', 'google-analytics'],
      ['pixel', 'meta-pixel'],
      ['heatmap', 'memory'],
      ['errors', 'memory'],
      ['chat', 'memory'],
    ]);
    expect(switchedOn[1]?.options).toMatchObject({ measurementId: 'G-2X4B6D8F0H' });
  });
});
