import { amazonAds } from '../adapters/amazon-ads/amazon-ads.vendor';
import { amplitude } from '../adapters/amplitude/amplitude.vendor';
import { bugsnag } from '../adapters/bugsnag/bugsnag.vendor';
import { clarity } from '../adapters/clarity/clarity.vendor';
import { cloudflareWebAnalytics } from '../adapters/cloudflare-web-analytics/cloudflare-web-analytics.vendor';
import { crisp } from '../adapters/crisp/crisp.vendor';
import { criteoOneTag } from '../adapters/criteo-onetag/criteo-onetag.vendor';
import { drift } from '../adapters/drift/drift.vendor';
import { fathom } from '../adapters/fathom/fathom.vendor';
import { fullstory } from '../adapters/fullstory/fullstory.vendor';
import { googleAds } from '../adapters/google-ads/google-ads.vendor';
import { googleAnalytics } from '../adapters/google-analytics/google-analytics.vendor';
import { googleTagManager } from '../adapters/google-tag-manager/google-tag-manager.vendor';
import { heap } from '../adapters/heap/heap.vendor';
import { hotjar } from '../adapters/hotjar/hotjar.vendor';
import { hubspot } from '../adapters/hubspot/hubspot.vendor';
import { intercom } from '../adapters/intercom/intercom.vendor';
import { linkedinInsight } from '../adapters/linkedin-insight/linkedin-insight.vendor';
import { logrocket } from '../adapters/logrocket/logrocket.vendor';
import { matomo } from '../adapters/matomo/matomo.vendor';
import { memoryVendors } from '../adapters/memory/memory.vendors';
import { metaPixel } from '../adapters/meta-pixel/meta-pixel.vendor';
import { microsoftUet } from '../adapters/microsoft-uet/microsoft-uet.vendor';
import { mixpanel } from '../adapters/mixpanel/mixpanel.vendor';
import { mouseflow } from '../adapters/mouseflow/mouseflow.vendor';
import { outbrainPixel } from '../adapters/outbrain-pixel/outbrain-pixel.vendor';
import { pinterestTag } from '../adapters/pinterest-tag/pinterest-tag.vendor';
import { pirsch } from '../adapters/pirsch/pirsch.vendor';
import { piwikPro } from '../adapters/piwik-pro/piwik-pro.vendor';
import { plausible } from '../adapters/plausible/plausible.vendor';
import { posthog } from '../adapters/posthog/posthog.vendor';
import { quoraPixel } from '../adapters/quora-pixel/quora-pixel.vendor';
import { redditPixel } from '../adapters/reddit-pixel/reddit-pixel.vendor';
import { segment } from '../adapters/segment/segment.vendor';
import { sentry } from '../adapters/sentry/sentry.vendor';
import { simpleAnalytics } from '../adapters/simple-analytics/simple-analytics.vendor';
import { smartlook } from '../adapters/smartlook/smartlook.vendor';
import { snapPixel } from '../adapters/snap-pixel/snap-pixel.vendor';
import { taboolaPixel } from '../adapters/taboola-pixel/taboola-pixel.vendor';
import { tawkTo } from '../adapters/tawk-to/tawk-to.vendor';
import { tiktokPixel } from '../adapters/tiktok-pixel/tiktok-pixel.vendor';
import { umami } from '../adapters/umami/umami.vendor';
import { vercelAnalytics } from '../adapters/vercel-analytics/vercel-analytics.vendor';
import { xPixel } from '../adapters/x-pixel/x-pixel.vendor';
import { yandexMetrica } from '../adapters/yandex-metrica/yandex-metrica.vendor';
import { zendesk } from '../adapters/zendesk/zendesk.vendor';
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
  vendorModule(matomo),
  vendorModule(fathom),
  vendorModule(simpleAnalytics),
  vendorModule(pirsch),
  vendorModule(cloudflareWebAnalytics),
  vendorModule(vercelAnalytics),
  vendorModule(yandexMetrica),
  vendorModule(googleAnalytics),
  vendorModule(amplitude),
  vendorModule(piwikPro),
  vendorModule(heap),
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
  vendorModule(quoraPixel),
  vendorModule(criteoOneTag),
  vendorModule(taboolaPixel),
  vendorModule(outbrainPixel),
  vendorModule(amazonAds),
  vendorModule(hubspot),
  vendorModule(hotjar),
  vendorModule(fullstory),
  vendorModule(logrocket),
  vendorModule(mouseflow),
  vendorModule(smartlook),
  vendorModule(clarity),
  vendorModule(sentry),
  vendorModule(bugsnag),
  vendorModule(intercom),
  vendorModule(crisp),
  vendorModule(tawkTo),
  vendorModule(zendesk),
  vendorModule(drift),
  // Each port's default: the in-memory adapter, recording calls and sending nothing anywhere.
  vendorModule(...Object.values(memoryVendors)),
];
