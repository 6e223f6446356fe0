import { MEMORY_VENDOR_ID, type ShellConfig } from '../domain/shell-config';
import { VENDOR_PORTS } from '../domain/vendor-facts';
import type { PrivacyService } from '../ui/shell-context';

/** The vendors this config runs, in their descriptors' words; the in-memory defaults send nothing, so they are not named. */
export function privacyServices(config: ShellConfig): readonly PrivacyService[] {
  return VENDOR_PORTS.map((port) => ({ port, vendor: config.vendors[port] }))
    .filter(({ vendor }) => vendor.id !== MEMORY_VENDOR_ID)
    .map(({ port, vendor }) => ({
      port,
      name: vendor.label,
      purpose: vendor.purpose,
      otherPurposes: vendor.otherPurposes ?? {},
      receives: vendor.privacy,
      storage: vendor.storage,
    }));
}
