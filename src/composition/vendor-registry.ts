import { clarity } from '../adapters/clarity/clarity.vendor';
import { googleAnalytics } from '../adapters/google-analytics/google-analytics.vendor';
import { hotjar } from '../adapters/hotjar/hotjar.vendor';
import { memoryVendors } from '../adapters/memory/memory.vendors';
import { metaPixel } from '../adapters/meta-pixel/meta-pixel.vendor';
import { plausible } from '../adapters/plausible/plausible.vendor';
import { posthog } from '../adapters/posthog/posthog.vendor';
import { segment } from '../adapters/segment/segment.vendor';
import { sentry } from '../adapters/sentry/sentry.vendor';
import type { AnyVendorDescriptor } from '../ports/vendor-descriptor';

/**
 * Every vendor the shell can use, one line each. The config schema, the one-vendor-per-port rule,
 * the container, the CSP, the privacy page, the inspector, the build's chunk names and the docs'
 * table are all derived from this list: adding a vendor is its folder, one line here, and its tests.
 */
export const VENDORS: readonly AnyVendorDescriptor[] = [segment, posthog, plausible, googleAnalytics, metaPixel, hotjar, clarity, sentry];

/** Each port's default: the in-memory adapter, recording calls and sending nothing anywhere. */
export const DEFAULT_VENDORS = memoryVendors;
