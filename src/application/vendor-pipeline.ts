import type { Purpose } from '../domain/purpose';
import type { NewActivity } from '../domain/shell-activity';
import type { VendorPort } from '../domain/vendor-facts';
import type { VendorPermission } from '../domain/vendor-permission';
import type { VendorStatus } from '../domain/vendor-status';
import type { LaterTask } from '../platform/later-task';
import type { PermissionSignal } from '../ports/permission-signal';
import type { VendorPorts } from '../ports/vendor-descriptor';
import { DeliveryPipeline } from './delivery-pipeline';

/** The vendor chosen for one port, as the composition root hands it over. */
export interface VendorSource<Port> {
  /** The config's id, as in its descriptor ("memory" for the in-memory default). */
  readonly id: string;
  /** The name in log lines and the inspector: its descriptor's label. */
  readonly label: string;
  readonly purpose: Purpose;
  /** 'none' for a vendor with no consent call of its own (fetch-only): the inspector says so. */
  readonly consentCall?: 'none';
  /** A pixel that is sent every page view (its descriptor's `countsPageViews`). */
  readonly countsPageViews?: true;
  /** An analytics vendor that counts page views itself (its descriptor's `countsOwnPageViews`): sent none. */
  readonly countsOwnPageViews?: true;
  /** Its adapter says when a call arrived (its descriptor's `confirmsDelivery`): the inspector says "sent" only then. */
  readonly confirmsDelivery?: true;
  /** `reportFailure` is the pipeline's: a failure the vendor reports outside any call, logged once. */
  readonly makeAdapter: (reportFailure: (error: unknown) => void) => Port | Promise<Port>;
}

/** One vendor's pipeline on a port, as the inspector sees it: who serves it, for which purpose, and whether consent lets it run. */
export interface PortState {
  readonly port: VendorPort;
  readonly vendor: string;
  readonly purpose: Purpose;
  readonly consentCall?: 'none';
  readonly permission: () => VendorPermission;
}

/** One vendor's delivery pipeline on a port, with the port and the vendor's id its calls are recorded under. */
export interface VendorPipeline<Port extends VendorPort> {
  readonly port: Port;
  /** The vendor's config id: a call kept for the next visit is sent only to the vendor it was meant for. */
  readonly vendor: string;
  readonly delivery: DeliveryPipeline<VendorPorts[Port]>;
  readonly state: PortState;
  /** A pixel that is sent every page view. */
  readonly countsPageViews: boolean;
  /** An analytics vendor that counts page views itself: sent none. */
  readonly countsOwnPageViews: boolean;
}

export interface VendorPipelineOptions<Port extends VendorPort> {
  readonly port: Port;
  readonly source: VendorSource<VendorPorts[Port]>;
  readonly permission: PermissionSignal;
  /** Where its calls reach the adapter: a task of their own, never the caller's (issue 23 §4). */
  readonly later: LaterTask;
  /** Every call with what became of it, for the inspector; absent, nothing is recorded. */
  readonly record?: (activity: NewActivity) => void;
  readonly reportStatus?: (vendor: string, status: VendorStatus) => void;
}

/** The pipeline for one vendor, its calls and dropped calls recorded for the inspector under its port and id. */
export function vendorPipeline<Port extends VendorPort>({
  port,
  source,
  permission,
  later,
  record,
  reportStatus,
}: VendorPipelineOptions<Port>): VendorPipeline<Port> {
  const delivery = new DeliveryPipeline<VendorPorts[Port]>({
    vendor: source.label,
    permission,
    makeAdapter: source.makeAdapter,
    later,
    confirmsDelivery: source.confirmsDelivery === true,
    ...(record
      ? {
          record: ({ summary, detail }, { outcome, reason, confirmation }) =>
            record({
              port,
              adapter: source.id,
              summary,
              outcome,
              detail,
              ...(reason ? { reason } : {}),
              ...(confirmation ? { settles: confirmation } : {}),
            }),
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
    ...(reportStatus ? { reportStatus } : {}),
  });
  const state: PortState = {
    port,
    vendor: source.id,
    purpose: source.purpose,
    ...(source.consentCall ? { consentCall: source.consentCall } : {}),
    permission: () => delivery.permission,
  };
  return {
    port,
    vendor: source.id,
    delivery,
    state,
    countsPageViews: source.countsPageViews === true,
    countsOwnPageViews: source.countsOwnPageViews === true,
  };
}
