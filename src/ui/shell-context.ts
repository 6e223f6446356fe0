import type { ConsentMode } from '../domain/consent';
import type { VendorPort } from '../domain/vendor-facts';
import type { ShellPorts } from '../ports/shell-ports';
import type { InspectorFeed } from './inspector/inspector-feed';

/** A service this site's config uses, as the privacy page names it (from the vendor's descriptor). */
export interface PrivacyService {
  readonly port: VendorPort;
  readonly name: string;
  /** What it receives, in the visitor's words. */
  readonly receives: string;
}

/** What the router hands every route: the ports and the few facts the UI renders by (never the DI container). */
export interface ShellContext {
  readonly ports: ShellPorts;
  /** Notice (SPEC) or opt-in: whether the banner offers "Decline". */
  readonly consentMode: ConsentMode;
  /** The vendors this config runs, for the privacy page. */
  readonly privacyServices: readonly PrivacyService[];
  /** Present when the config enables the shell inspector. */
  readonly inspector?: InspectorFeed;
}
