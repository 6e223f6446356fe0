import { MEMORY_VENDOR_ID, type ShellConfig } from '../domain/shell-config';
import { VENDOR_PORTS } from '../domain/vendor-facts';
import type { PrivacyService } from '../ui/shell-context';

/** Every vendor this config runs (several per port when several are switched on), in their descriptors' words; the in-memory defaults send nothing, so they are not named. */
export function privacyServices(config: ShellConfig): readonly PrivacyService[] {
  return VENDOR_PORTS.flatMap((port) => config.vendors[port].map((vendor) => ({ port, vendor })))
    .filter(({ vendor }) => vendor.id !== MEMORY_VENDOR_ID)
    .map(({ port, vendor }) => ({
      port,
      vendor: vendor.id,
      name: vendor.label,
      purpose: vendor.purpose,
      otherPurposes: vendor.otherPurposes ?? {},
      receives: vendor.privacy,
      storage: vendor.storage,
      ...(vendor.namedOncePresent ? { namedOncePresent: vendor.namedOncePresent } : {}),
    }));
}
