import type { AnalyticsEvent, CallTiming } from '../domain/analytics-event';
import { HeldCalls } from '../domain/held-calls';
import type { PageView } from '../domain/page-view';
import type { VendorPermission } from '../domain/vendor-permission';
import type { AnalyticsSink } from '../ports/analytics-sink.port';
import type { HeatmapLoader } from '../ports/heatmap-loader.port';
import type { PermissionSignal } from '../ports/permission-signal';
import type { PixelSink } from '../ports/pixel-sink.port';

type PortCall<Port> = (port: Port, timing: CallTiming | undefined) => void;

/**
 * Stands between the shell and one consent-governed adapter. The adapter is created (and so its
 * vendor loaded) only once the vendor is permitted. While permission is pending, calls are held
 * with the time they were made and delivered in order on acceptance; on a decline they are
 * dropped; after a withdrawal nothing more reaches the vendor.
 */
class ConsentGate<Port> {
  readonly #create: () => Port;
  readonly #held = new HeldCalls<PortCall<Port>>();
  readonly #vendor: string;
  #adapter: Port | undefined;
  #permission: VendorPermission;
  readonly #onGranted: (adapter: Port) => void;
  #warnedFull = false;

  /** `onGranted` runs after the held calls have been delivered, each time the vendor becomes permitted. */
  constructor(vendor: string, signal: PermissionSignal, create: () => Port, onGranted: (adapter: Port) => void = () => undefined) {
    this.#vendor = vendor;
    this.#create = create;
    this.#onGranted = onGranted;
    this.#permission = signal.current();
    if (this.#permission === 'granted') this.#adapter = create();
    signal.subscribe((permission) => this.#change(permission));
  }

  get permission(): VendorPermission {
    return this.#permission;
  }

  call(invoke: PortCall<Port>): void {
    switch (this.#permission) {
      case 'granted':
        invoke(this.#granted(), undefined);
        return;
      case 'pending':
        if (!this.#held.hold(invoke, new Date()) && !this.#warnedFull) {
          this.#warnedFull = true;
          console.warn(`[shellkit] ${this.#vendor}: ${this.#held.size} calls are waiting for the visitor's consent; later ones are dropped.`);
        }
        return;
      case 'denied':
        return;
    }
  }

  #granted(): Port {
    this.#adapter ??= this.#create();
    return this.#adapter;
  }

  // Runs inside the visitor's click on Accept (or another tab's storage event): a broken adapter is logged, never thrown there.
  #change(permission: VendorPermission): void {
    this.#permission = permission;
    if (permission === 'denied') this.#held.discard();
    if (permission !== 'granted') return;
    try {
      const adapter = this.#granted();
      for (const { call, occurredAt } of this.#held.release()) call(adapter, { occurredAt });
      this.#onGranted(adapter);
    } catch (error) {
      console.error(`[shellkit] the ${this.#vendor} adapter failed as consent was given; the shell carries on without it.`, error);
    }
  }
}

export class GatedAnalyticsSink implements AnalyticsSink {
  readonly #gate: ConsentGate<AnalyticsSink>;
  #lastSeen: PageView | undefined;
  #lastDelivered: PageView | undefined;

  constructor(signal: PermissionSignal, create: () => AnalyticsSink) {
    // Accepting (after a decline, or from the privacy page) sends the page the visitor is on, unless a held one just did.
    this.#gate = new ConsentGate('analytics', signal, create, (adapter) => {
      if (this.#lastSeen && this.#lastSeen !== this.#lastDelivered) this.#deliver(adapter, this.#lastSeen, undefined);
    });
  }

  get permission(): VendorPermission {
    return this.#gate.permission;
  }

  page(view: PageView): void {
    this.#lastSeen = view;
    this.#gate.call((adapter, timing) => this.#deliver(adapter, view, timing));
  }

  track(event: AnalyticsEvent): void {
    // A held event is sent later, maybe from another page: it keeps the page it happened on.
    const page = this.#lastSeen;
    this.#gate.call((adapter, timing) => adapter.track(event, timing && page ? { ...timing, page } : timing));
  }

  #deliver(adapter: AnalyticsSink, view: PageView, timing: CallTiming | undefined): void {
    this.#lastDelivered = view;
    adapter.page(view, timing);
  }
}

export class GatedPixelSink implements PixelSink {
  readonly #gate: ConsentGate<PixelSink>;

  constructor(signal: PermissionSignal, create: () => PixelSink) {
    this.#gate = new ConsentGate('pixel', signal, create);
  }

  get permission(): VendorPermission {
    return this.#gate.permission;
  }

  track(event: AnalyticsEvent): void {
    this.#gate.call((adapter, timing) => adapter.track(event, timing));
  }
}

export class GatedHeatmapLoader implements HeatmapLoader {
  readonly #gate: ConsentGate<HeatmapLoader>;
  #requested = false;
  #loaded = false;

  constructor(signal: PermissionSignal, create: () => HeatmapLoader) {
    // The shell asks once per page: accepting after a decline must still start the service.
    this.#gate = new ConsentGate('heatmap', signal, create, (adapter) => {
      if (this.#requested && !this.#loaded) this.#load(adapter);
    });
  }

  get permission(): VendorPermission {
    return this.#gate.permission;
  }

  load(): void {
    this.#requested = true;
    this.#gate.call((adapter) => this.#load(adapter));
  }

  #load(adapter: HeatmapLoader): void {
    this.#loaded = true;
    adapter.load();
  }
}
