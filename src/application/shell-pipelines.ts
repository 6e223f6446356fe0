import type { AnalyticsEvent } from '../domain/analytics-event';
import type { PageView } from '../domain/page-view';
import type { Purpose } from '../domain/purpose';
import type { ActivityOutcome, NewActivity } from '../domain/shell-activity';
import type { VendorPort } from '../domain/vendor-facts';
import type { VendorPermission } from '../domain/vendor-permission';
import type { VendorStatus } from '../platform/vendor-status';
import type { ConsentStore } from '../ports/consent-store.port';
import type { ShellPorts } from '../ports/shell-ports';
import type { VendorPorts } from '../ports/vendor-descriptor';
import { consentSignal } from './consent-signal';
import type { UnsentCall } from '../domain/unsent-calls';
import type { UnsentCallsStore } from '../ports/unsent-calls-store.port';
import { DeliveryPipeline, type Delivery, type DeliveryOptions, type UnsentDelivery } from './delivery-pipeline';

/** The vendor chosen for one port, as the composition root hands it over. */
export interface VendorSource<Port> {
  /** The config's id, as in its descriptor ("memory" for the in-memory default). */
  readonly id: string;
  /** The name in log lines and the inspector: its descriptor's label. */
  readonly label: string;
  readonly purpose: Purpose;
  /** `reportFailure` is the pipeline's: a failure the vendor reports outside any call, logged once. */
  readonly makeAdapter: (reportFailure: (error: unknown) => void) => Port | Promise<Port>;
}

export type VendorSources = { readonly [Port in VendorPort]: VendorSource<VendorPorts[Port]> };

export interface ShellPipelinesOptions {
  readonly consent: ConsentStore;
  readonly vendors: VendorSources;
  /** Every call with what became of it, for the inspector; absent, nothing is recorded. */
  readonly record?: (activity: NewActivity) => void;
  readonly reportStatus?: (vendor: string, status: VendorStatus) => void;
  /** Where permitted calls the page could not send before it was left wait for the next visit; absent, they are lost. */
  readonly unsent?: UnsentCallsStore;
}

/** A port's pipeline as the inspector sees it: who serves it, for which purpose, and whether consent lets it run. */
export interface PortState {
  readonly port: VendorPort;
  readonly vendor: string;
  readonly purpose: Purpose;
  readonly permission: () => VendorPermission;
}

export interface ShellPipelines {
  readonly ports: ShellPorts;
  readonly states: readonly PortState[];
  /**
   * The page is being left (pagehide): permitted page views and events still waiting for their
   * vendor's SDK are kept in the unsent-calls store, and taken out of the queues so they are never
   * sent twice.
   */
  keepUnsent(): void;
  /** Sends what earlier visits (or this page, before the back-forward cache restored it) kept: on creation, and on such a restore. */
  sendKeptCalls(): void;
}

/**
 * The application layer: one delivery pipeline per vendor port, and the shell's rules on top of
 * them. SPEC §1, §7: every named event also goes to the advertising pixel, here, so no caller can
 * skip it. A held event keeps the page it happened on; accepting sends the page the visitor is on.
 */
export function createShellPipelines({ consent, vendors, record, reportStatus, unsent }: ShellPipelinesOptions): ShellPipelines {
  function pipeline<Port extends VendorPort>(port: Port, afterPermissionChange?: (permission: VendorPermission) => void) {
    const source = vendors[port];
    const delivery = new DeliveryPipeline<VendorPorts[Port]>({
      vendor: source.label,
      permission: consentSignal(source.purpose, consent),
      makeAdapter: source.makeAdapter,
      ...(record
        ? {
            onDropped: (count: number, reason: string) =>
              record({
                port,
                adapter: source.id,
                summary: `${count} waiting ${count === 1 ? 'call' : 'calls'} dropped`,
                outcome: 'not sent',
                reason,
                detail: undefined,
              }),
          }
        : {}),
      ...(afterPermissionChange ? { afterPermissionChange } : {}),
      ...(reportStatus ? { reportStatus } : {}),
    });
    const deliver = (summary: string, detail: unknown, call: Delivery<VendorPorts[Port]>, options?: DeliveryOptions): ActivityOutcome => {
      const { outcome, reason } = delivery.deliver(call, options);
      record?.({ port, adapter: source.id, summary, outcome, detail, ...(reason ? { reason } : {}) });
      return outcome;
    };
    const state: PortState = { port, vendor: source.id, purpose: source.purpose, permission: () => delivery.permission };
    return { deliver, state, vendor: source.id, takeUnsent: () => delivery.takeUnsent() };
  }

  // Accepting (after a decline, or from the privacy page) sends the page the visitor is on, unless
  // it already reached the vendor or is on its way there (held, or waiting for the SDK).
  let lastSeen: PageView | undefined;
  let lastDelivered: PageView | undefined;
  let lastWaiting: PageView | undefined;
  const sendPage = (view: PageView) => {
    const outcome = analytics.deliver(
      `page view ${view.path}${view.search}`,
      view,
      (adapter, timing) => {
        lastDelivered = view;
        return adapter.page(view, timing);
      },
      { keep: { port: 'analytics', vendor: analytics.vendor, kind: 'page', view } satisfies Kept },
    );
    if (outcome !== 'not sent' && lastDelivered !== view) lastWaiting = view;
  };
  const analytics = pipeline('analytics', (permission) => {
    // A decline dropped whatever was waiting.
    if (permission === 'denied') lastWaiting = undefined;
    if (permission === 'granted' && lastSeen && lastSeen !== lastDelivered && lastSeen !== lastWaiting) sendPage(lastSeen);
  });
  const pixel = pipeline('pixel');

  // The shell asks for the heatmap once per page: accepting after a decline must still start it, once.
  let heatmapRequested = false;
  let heatmapStarted = false;
  let heatmapWaiting = false;
  const loadHeatmap = () => {
    const outcome = heatmap.deliver('load', undefined, (adapter) => {
      heatmapStarted = true;
      return adapter.load();
    });
    heatmapWaiting = outcome !== 'not sent';
  };
  const heatmap = pipeline('heatmap', (permission) => {
    // A decline dropped the held request.
    if (permission === 'denied') heatmapWaiting = false;
    if (permission === 'granted' && heatmapRequested && !heatmapStarted && !heatmapWaiting) loadHeatmap();
  });
  const errors = pipeline('errors');

  const ports: ShellPorts = {
    consent,
    analytics: {
      page(view) {
        lastSeen = view;
        sendPage(view);
      },
      track(called: AnalyticsEvent) {
        // Copied as it is called: the caller may change its object while the event waits for consent or the SDK.
        const event: AnalyticsEvent = { name: called.name, properties: { ...called.properties } };
        // A held event is sent later, maybe from another page: it keeps the page it happened on.
        const page = lastSeen;
        const summary = `event ${event.name}`;
        analytics.deliver(summary, event, (adapter, timing) => adapter.track(event, timing && page ? { ...timing, page } : timing), {
          keep: { port: 'analytics', vendor: analytics.vendor, kind: 'track', event, ...(page ? { page } : {}) } satisfies Kept,
        });
        pixel.deliver(summary, event, (adapter, timing) => adapter.track(event, timing), {
          keep: { port: 'pixel', vendor: pixel.vendor, kind: 'track', event } satisfies Kept,
        });
      },
    },
    heatmap: {
      load() {
        heatmapRequested = true;
        loadHeatmap();
      },
    },
    errors: {
      captureException(error, context) {
        const described =
          error instanceof Error ? { name: error.name, message: error.message } : { name: typeof error, message: String(error) };
        errors.deliver(`${described.name}: ${described.message}`, { ...described, source: context.source }, (adapter) =>
          adapter.captureException(error, context),
        );
      },
    },
  };
  const keptCall = ({ kept, madeAt }: UnsentDelivery): UnsentCall => ({ ...(kept as Kept), at: madeAt.toISOString() });
  const keepUnsent = () => unsent?.keep([...analytics.takeUnsent(), ...pixel.takeUnsent()].map(keptCall));
  const sendKeptCalls = () => {
    for (const call of unsent?.take() ?? []) {
      // Kept again as it is, should this page too be left before the vendor loads.
      const options = { keep: call, madeAt: new Date(call.at) };
      const summary = (what: string) => `${what} (kept from a page left before it was sent)`;
      if (call.port === 'analytics' && call.vendor === analytics.vendor) {
        if (call.kind === 'page') {
          const { view } = call;
          analytics.deliver(
            summary(`page view ${view.path}${view.search}`),
            view,
            (adapter, timing) => adapter.page(view, timing),
            options,
          );
        } else {
          const { event, page } = call;
          analytics.deliver(
            summary(`event ${event.name}`),
            event,
            (adapter, timing) => adapter.track(event, timing && page ? { ...timing, page } : timing),
            options,
          );
        }
      } else if (call.port === 'pixel' && call.vendor === pixel.vendor) {
        const { event } = call;
        pixel.deliver(summary(`event ${event.name}`), event, (adapter, timing) => adapter.track(event, timing), options);
      }
    }
  };
  sendKeptCalls();
  return { ports, states: [analytics.state, pixel.state, heatmap.state, errors.state], keepUnsent, sendKeptCalls };
}

/** A call as it is kept, before its time is added. */
type Kept = DistributiveOmit<UnsentCall, 'at'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
