import type { ConsentHeardByVendors } from '../application/consent-heard-by-vendors';
import { createShellPipelines, type ShellPipelines, type VendorSources } from '../application/shell-pipelines';
import type { NewActivity } from '../domain/shell-activity';
import type { ShellConfig, VendorChoice } from '../domain/shell-config';
import { VENDOR_PORTS, type VendorPort } from '../domain/vendor-facts';
import type { VendorStatus } from '../domain/vendor-status';
import type { LaterTask } from '../platform/later-task';
import type { ConsentStore } from '../ports/consent-store.port';
import type { UnsentCallsStore } from '../ports/unsent-calls-store.port';
import type { VendorPorts } from '../ports/vendor-descriptor';
import { LocalStorageUnsentCalls } from '../adapters/local-storage/local-storage-unsent-calls.adapter';
import type { ComposedVendors } from './vendor-composition';

export interface ShellPortsInput {
  readonly config: ShellConfig;
  readonly consent: ConsentStore;
  /** The same decisions as the vendors hear them (the pipelines follow it; give the composed vendors the same one). */
  readonly vendorConsent: ConsentHeardByVendors;
  /** Where each vendor call runs: after the next paint in the page (afterNextPaint), never in the caller's task. */
  readonly later: LaterTask;
  /** The composed vendors, at once (tests) or as the lazily loaded composition root (the page). */
  readonly vendors: () => ComposedVendors | Promise<ComposedVendors>;
  readonly record?: (activity: NewActivity) => void;
  readonly reportStatus?: (vendor: string, status: VendorStatus) => void;
  /**
   * Where permitted calls wait when the page is left before their vendor loaded, and the page whose
   * pagehide and pageshow say when. By default, with the decision kept in localStorage, the same
   * storage and this window; with the in-memory consent store, nothing is kept.
   */
  readonly unsent?: { readonly store: UnsentCallsStore; readonly page: Pick<Window, 'addEventListener'> } | null;
}

function defaultUnsent(config: ShellConfig): ShellPortsInput['unsent'] {
  if (config.consentStore !== 'local-storage' || typeof window === 'undefined') return null;
  return { store: new LocalStorageUnsentCalls(() => window.localStorage), page: window };
}

/**
 * The ports the router context carries: one pipeline per switched-on vendor, built from the config alone
 * (each vendor's id, name and purpose), so consent applies from the first call; the adapters come
 * from the composed vendors when a pipeline first needs one.
 */
export function createShellPorts({
  config,
  consent,
  vendorConsent,
  later,
  vendors,
  record,
  reportStatus,
  unsent = defaultUnsent(config),
}: ShellPortsInput): ShellPipelines {
  const source = <Port extends VendorPort>(
    port: Port,
    { id, label, purpose, consentCall, countsPageViews, countsOwnPageViews, confirmsDelivery }: VendorChoice,
  ) => {
    const makeAdapter = (reportFailure: (error: unknown) => void): VendorPorts[Port] | Promise<VendorPorts[Port]> => {
      const composed = vendors();
      return composed instanceof Promise
        ? composed.then((ready) => ready.adapterFor(port, id, reportFailure))
        : composed.adapterFor(port, id, reportFailure);
    };
    return {
      id,
      label,
      purpose,
      ...(consentCall ? { consentCall } : {}),
      ...(countsPageViews ? { countsPageViews } : {}),
      ...(countsOwnPageViews ? { countsOwnPageViews } : {}),
      ...(confirmsDelivery ? { confirmsDelivery } : {}),
      makeAdapter,
    };
  };
  const sources = Object.fromEntries(
    VENDOR_PORTS.map((port) => [port, config.vendors[port].map((choice) => source(port, choice))]),
  ) as unknown as VendorSources;
  const pipelines = createShellPipelines({
    consent,
    vendorConsent,
    later,
    vendors: sources,
    ...(record ? { record } : {}),
    ...(reportStatus ? { reportStatus } : {}),
    ...(unsent ? { unsent: unsent.store } : {}),
  });
  if (unsent) {
    // pagehide is the last moment a page is sure to run (unload is not, and not on mobile). A page
    // kept in the back-forward cache may come back: what it kept is then taken back and sent from here.
    unsent.page.addEventListener('pagehide', () => pipelines.keepUnsent());
    unsent.page.addEventListener('pageshow', (event) => {
      if ((event as PageTransitionEvent).persisted) pipelines.sendKeptCalls();
    });
  }
  return pipelines;
}
