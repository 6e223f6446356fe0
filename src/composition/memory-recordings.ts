import type { ConsentStore } from '../ports/consent-store.port';
import type { VendorPorts } from '../ports/vendor-descriptor';

/** The in-memory fakes a page runs on, by port. */
export type MemoryRecordings = Partial<VendorPorts> & { readonly consent?: ConsentStore };

declare global {
  interface Window {
    /**
     * The in-memory adapters in use, for testers and for developers at the console. Present only
     * when the config serves some port from memory: those record calls and send nothing anywhere.
     */
    shellkitMemoryAdapters?: MemoryRecordings;
  }
}

/** The fakes sit behind the pipelines, so they record only what consent let through, as a vendor would receive it. */
export function exposeMemoryAdapters(recordings: MemoryRecordings, target: Window = window): void {
  if (Object.keys(recordings).length > 0) target.shellkitMemoryAdapters = recordings;
}
