import { amplitude } from '../adapters/amplitude/amplitude.vendor';
import { bugsnag } from '../adapters/bugsnag/bugsnag.vendor';
import { clarity } from '../adapters/clarity/clarity.vendor';
import { googleAds } from '../adapters/google-ads/google-ads.vendor';
import { googleAnalytics } from '../adapters/google-analytics/google-analytics.vendor';
import { googleTagManager } from '../adapters/google-tag-manager/google-tag-manager.vendor';
import { hotjar } from '../adapters/hotjar/hotjar.vendor';
import { hubspot } from '../adapters/hubspot/hubspot.vendor';
import { linkedinInsight } from '../adapters/linkedin-insight/linkedin-insight.vendor';
import { memoryVendors } from '../adapters/memory/memory.vendors';
import { metaPixel } from '../adapters/meta-pixel/meta-pixel.vendor';
import { microsoftUet } from '../adapters/microsoft-uet/microsoft-uet.vendor';
import { mixpanel } from '../adapters/mixpanel/mixpanel.vendor';
import { pinterestTag } from '../adapters/pinterest-tag/pinterest-tag.vendor';
import { plausible } from '../adapters/plausible/plausible.vendor';
import { posthog } from '../adapters/posthog/posthog.vendor';
import { redditPixel } from '../adapters/reddit-pixel/reddit-pixel.vendor';
import { segment } from '../adapters/segment/segment.vendor';
import { sentry } from '../adapters/sentry/sentry.vendor';
import { snapPixel } from '../adapters/snap-pixel/snap-pixel.vendor';
import { tiktokPixel } from '../adapters/tiktok-pixel/tiktok-pixel.vendor';
import { umami } from '../adapters/umami/umami.vendor';
import { xPixel } from '../adapters/x-pixel/x-pixel.vendor';
import type { ContainerModuleLoad } from './tokens';
import { vendorModule } from './vendor-module';

/**
 * Every vendor the shell can use, one module each, loaded into the container (vendor-contributions.ts).
 * The config schema (any number of vendors per port), the adapters, the CSP, the privacy page, the
 * inspector, the build's chunk names and the docs' table are all derived from what these contribute:
 * adding a vendor is its folder, one line here, and its tests.
 */
export const VENDOR_MODULES: readonly ContainerModuleLoad[] = [
  vendorModule(segment),
  vendorModule(posthog),
  vendorModule(mixpanel),
  vendorModule(plausible),
  vendorModule(umami),
  vendorModule(googleAnalytics),
  vendorModule(amplitude),
  vendorModule(googleTagManager),
  vendorModule(metaPixel),
  vendorModule(googleAds),
  vendorModule(tiktokPixel),
  vendorModule(linkedinInsight),
  vendorModule(microsoftUet),
  vendorModule(pinterestTag),
  vendorModule(snapPixel),
  vendorModule(redditPixel),
  vendorModule(xPixel),
  vendorModule(hubspot),
  vendorModule(hotjar),
  vendorModule(clarity),
  vendorModule(sentry),
  vendorModule(bugsnag),
  // Each port's default: the in-memory adapter, recording calls and sending nothing anywhere.
  vendorModule(...Object.values(memoryVendors)),
];
