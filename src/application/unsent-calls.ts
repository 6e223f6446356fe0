import type { UnsentCall } from '../domain/unsent-calls';
import type { UnsentCallsStore } from '../ports/unsent-calls-store.port';
import { analyticsEventCall, pageViewCall, pixelEventCall, pixelPageViewCall, type Kept } from './analytics-calls';
import type { CallDescription, DeliveryOptions, UnsentDelivery } from './vendor-call';
import type { VendorPipeline } from './vendor-pipeline';

/**
 * The page is being left (pagehide): permitted page views and events still waiting for their
 * vendor's SDK are kept in the store, and taken out of the queues so they are never sent twice.
 */
export function keepUnsentCalls(
  store: UnsentCallsStore,
  pipelines: readonly (VendorPipeline<'analytics'> | VendorPipeline<'pixel'>)[],
): void {
  store.keep(pipelines.flatMap(({ delivery }) => delivery.takeUnsent()).map(keptCall));
}

/**
 * Sends what earlier visits (or this page, before the back-forward cache restored it) kept, each to
 * the vendor it was meant for, with its own time; another vendor on that port since does not get it.
 */
export function sendKeptCalls(
  store: UnsentCallsStore,
  analytics: readonly VendorPipeline<'analytics'>[],
  pixels: readonly VendorPipeline<'pixel'>[],
): void {
  for (const call of store.take()) {
    if (call.port === 'analytics') {
      const pipeline = analytics.find(({ vendor }) => vendor === call.vendor);
      const tracked = call.kind === 'page' ? pageViewCall(call.vendor, call.view) : analyticsEventCall(call.vendor, call.event, call.page);
      pipeline?.delivery.deliver(tracked.delivery, keptOptions(call, tracked.described));
    } else {
      const pipeline = pixels.find(({ vendor }) => vendor === call.vendor);
      const tracked = call.kind === 'page' ? pixelPageViewCall(call.vendor, call.view) : pixelEventCall(call.vendor, call.event);
      pipeline?.delivery.deliver(tracked.delivery, keptOptions(call, tracked.described));
    }
  }
}

function keptOptions(call: UnsentCall, described: CallDescription): DeliveryOptions {
  return {
    described: { ...described, summary: `${described.summary} (kept from a page left before it was sent)` },
    // Kept again as it is, should this page too be left before the vendor loads.
    keep: call,
    madeAt: new Date(call.at),
  };
}

const keptCall = ({ kept, madeAt }: UnsentDelivery): UnsentCall => ({ ...(kept as Kept), at: madeAt.toISOString() });
