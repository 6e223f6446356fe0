import type { VendorPort } from '../domain/vendor-facts';
import type { NewActivity } from '../domain/shell-activity';
import type { VendorStatus } from '../domain/vendor-status';
import type { LaterTask } from '../platform/later-task';
import type { ConsentStore } from '../ports/consent-store.port';
import type { ShellPorts } from '../ports/shell-ports';
import type { UnsentCallsStore } from '../ports/unsent-calls-store.port';
import type { VendorPorts } from '../ports/vendor-descriptor';
import { analyticsPort } from './analytics-port';
import { chatPort } from './chat-port';
import type { ConsentHeardByVendors } from './consent-heard-by-vendors';
import { consentSignal } from './consent-signal';
import { errorsPort } from './errors-port';
import { heatmapPort } from './heatmap-port';
import { keepUnsentCalls, sendKeptCalls } from './unsent-calls';
import { vendorPipeline, type PortState, type VendorPipeline, type VendorSource } from './vendor-pipeline';

/** Every vendor switched on, by port: each gets a pipeline of its own. */
export type VendorSources = { readonly [Port in VendorPort]: readonly VendorSource<VendorPorts[Port]>[] };

export interface ShellPipelinesOptions {
  /** The store the UI decides through and reads (the router context's `consent`). */
  readonly consent: ConsentStore;
  /** The same decisions as the vendors hear them, after the frame that shows them: what each pipeline follows. */
  readonly vendorConsent: ConsentHeardByVendors;
  /** Where each vendor's calls reach its adapter: a task of their own, one call each, never the caller's (issue 23 §4). */
  readonly later: LaterTask;
  readonly vendors: VendorSources;
  /** Every call with what became of it, for the inspector; absent, nothing is recorded. */
  readonly record?: (activity: NewActivity) => void;
  readonly reportStatus?: (vendor: string, status: VendorStatus) => void;
  /** Where permitted calls the page could not send before it was left wait for the next visit; absent, they are lost. */
  readonly unsent?: UnsentCallsStore;
}

export interface ShellPipelines {
  readonly ports: ShellPorts;
  readonly states: readonly PortState[];
  /**
   * The page is being left (pagehide): the vendors hear the newest decision, then permitted page
   * views and events that have not reached their vendor (its SDK loading, or their task not run) are
   * kept in the unsent-calls store, and taken out of the queues so they are never sent twice; error
   * reports, which cannot be kept, are handed to their vendor now.
   */
  keepUnsent(): void;
  /** Sends what earlier visits (or this page, before the back-forward cache restored it) kept: on creation, and on such a restore. */
  sendKeptCalls(): void;
}

/**
 * The application layer: one delivery pipeline per vendor, each governed by its purpose's consent,
 * and the ports the UI calls over them (analytics-port.ts, heatmap-port.ts, errors-port.ts).
 */
export function createShellPipelines({
  consent,
  vendorConsent,
  later,
  vendors,
  record,
  reportStatus,
  unsent,
}: ShellPipelinesOptions): ShellPipelines {
  // Issue 23: one pipeline per vendor, each with its own consent, queue, loading and failures, so a vendor
  // that is blocked, refused, slow or throwing never delays, reorders or drops another's calls.
  const pipelines = <Port extends VendorPort>(port: Port): VendorPipeline<Port>[] =>
    vendors[port].map((source) =>
      vendorPipeline({
        port,
        source,
        permission: consentSignal(source.purpose, vendorConsent),
        later,
        ...(record ? { record } : {}),
        ...(reportStatus ? { reportStatus } : {}),
      }),
    );
  const analytics = pipelines('analytics');
  const pixels = pipelines('pixel');
  const heatmaps = pipelines('heatmap');
  const reporters = pipelines('errors');
  const chats = pipelines('chat');

  const ports: ShellPorts = {
    consent,
    analytics: analyticsPort(analytics, pixels),
    heatmap: heatmapPort(heatmaps),
    errors: errorsPort(reporters),
    chat: chatPort(chats),
  };
  const sendKept = () => {
    if (unsent) sendKeptCalls(unsent, analytics, pixels);
  };
  sendKept();
  return {
    ports,
    states: [...analytics, ...pixels, ...heatmaps, ...reporters, ...chats].map(({ state }) => state),
    keepUnsent: () => {
      vendorConsent.hearNow();
      if (unsent) keepUnsentCalls(unsent, [...analytics, ...pixels]);
      for (const { delivery } of reporters) delivery.sendNowBeforeLeaving();
    },
    sendKeptCalls: sendKept,
  };
}
