/**
 * `shellkit/vendors`: what a product's own vendor is written with, as the shell's own are (docs/product/own-vendor.md).
 * A vendor is a descriptor made with `defineVendor` (its variables, purpose, origins, loading, privacy facts, what it
 * stores) and an adapter that serves one port; the product lists its vendors in `src/vendors.ts` (`VENDORS`), and the
 * config, the CSP, the privacy page, the inspector and the chunking derive from them. Types only but `defineVendor`:
 * a build reads this entry in Node, so it imports nothing of the page.
 *
 * Each built-in vendor is an entry of its own too, `shellkit/vendors/<id>` (its descriptor, e.g. `plausible` from
 * `shellkit/vendors/plausible`).
 */
export {
  defineVendor,
  type AdapterContext,
  type AnyVendorDescriptor,
  type VendorDescriptor,
  type VendorPorts,
} from './ports/vendor-descriptor';
export type { AnalyticsSink } from './ports/analytics-sink.port';
export type { PixelSink } from './ports/pixel-sink.port';
export type { HeatmapLoader } from './ports/heatmap-loader.port';
export type { ErrorReporter } from './ports/error-reporter.port';
export type { PermissionSignal } from './ports/permission-signal';
export type { AnalyticsEvent, CallTiming } from './domain/analytics-event';
export type { PageView } from './domain/page-view';
export type { Purpose } from './domain/purpose';
export type { StoredItem } from './domain/stored-item';
export type { VendorFacts, VendorLoading, VendorOrigins, VendorPort, VendorStart, Zod } from './domain/vendor-facts';
export type { VendorPrivacy, VendorPrivacyFact, VendorReceives } from './domain/vendor-privacy';
