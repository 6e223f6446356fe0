import type { PrivacySettings } from '../application/consent-signal';
import { createShellPipelines, type ShellPipelines, type VendorSources } from '../application/shell-pipelines';
import type { NewActivity } from '../domain/shell-activity';
import type { ShellConfig } from '../domain/shell-config';
import { VENDOR_PORTS, type VendorPort } from '../domain/vendor-facts';
import type { VendorStatus } from '../platform/vendor-status';
import type { ConsentStore } from '../ports/consent-store.port';
import type { VendorPorts } from '../ports/vendor-descriptor';
import type { ComposedVendors } from './compose-vendors';

export interface ShellPortsInput {
  readonly config: ShellConfig;
  readonly consent: ConsentStore;
  readonly privacy: PrivacySettings;
  /** The composed vendors, at once (tests) or as the lazily loaded composition root (the page). */
  readonly vendors: () => ComposedVendors | Promise<ComposedVendors>;
  readonly record?: (activity: NewActivity) => void;
  readonly reportStatus?: (vendor: string, status: VendorStatus) => void;
}

/**
 * The ports the router context carries: one pipeline per vendor port, built from the config alone
 * (each vendor's id, name and purpose), so consent applies from the first call; the adapters come
 * from the composed vendors when a pipeline first needs one.
 */
export function createShellPorts({ config, consent, privacy, vendors, record, reportStatus }: ShellPortsInput): ShellPipelines {
  const source = <Port extends VendorPort>(port: Port) => {
    const { id, label, purpose } = config.vendors[port];
    const makeAdapter = (reportFailure: (error: unknown) => void): VendorPorts[Port] | Promise<VendorPorts[Port]> => {
      const composed = vendors();
      return composed instanceof Promise ? composed.then((ready) => ready.adapterFor(port, reportFailure)) : composed.adapterFor(port, reportFailure);
    };
    return { id, label, purpose, makeAdapter };
  };
  const sources = Object.fromEntries(VENDOR_PORTS.map((port) => [port, source(port)])) as unknown as VendorSources;
  return createShellPipelines({ consent, privacy, vendors: sources, ...(record ? { record } : {}), ...(reportStatus ? { reportStatus } : {}) });
}
