import type { GppSignal } from '../domain/gpp-sections';

/**
 * The page's `__gpp` (IAB Global Privacy Platform CMP API): the shell says what the sections are, and
 * the adapter answers every caller, those the boot script's stub queued before it included.
 */
export interface GppCmp {
  /**
   * The sections in force now. Vendors hear "signalStatus not ready", each section's change, then
   * "ready" (GPP CMP API 1.1's order of events); `bannerVisible` is the CMP's display status.
   */
  show(signal: GppSignal, bannerVisible: boolean): void;
  /** The GPP string of a signal, as `__gpp` would give it, without touching the page's (a consent record's). */
  encode(signal: GppSignal): string;
  /** The GPP string `__gpp` gives now. */
  current(): string;
}
