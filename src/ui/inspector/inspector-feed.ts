import type { Purpose } from '../../domain/purpose';
import type { ShellActivity } from '../../domain/shell-activity';
import type { PresentItem, StorageOwner } from '../../domain/stored-item';
import type { VendorPort } from '../../domain/vendor-facts';
import type { VendorPermission } from '../../domain/vendor-permission';
import type { VendorBoard, VendorConsentSignals, VendorStatusBoard } from '../../ports/vendor-boards.port';

/** One vendor on a port (a port has a row per vendor switched on), as the inspector's table shows it, and whether consent lets it run now. */
export interface InspectedPort {
  readonly port: VendorPort;
  readonly vendor: string;
  readonly purpose: Purpose;
  /** 'none': a fetch-only vendor, told nothing of consent; only the shell's pipeline holds and drops its calls. */
  readonly consentCall?: 'none';
  /** Read from the port's pipeline, the one place the decision is applied. */
  readonly permission: () => VendorPermission;
}

/** One purpose as the inspector shows it: whether it may run now, and why. */
export interface InspectedPurpose {
  readonly purpose: Purpose;
  readonly permission: () => VendorPermission;
  readonly reason: () => string;
}

/** What the shell inspector reads: the activity log, the vendors' statuses and each port's adapter and consent state. */
export interface InspectorFeed {
  readonly activity: ShellActivity;
  readonly vendors: VendorStatusBoard;
  readonly consentStore: string;
  /** In `auto` mode, the visitor's country as the server read it (which chose the mode). */
  readonly visitorCountry?: string;
  /** The IAB GPP string `__gpp` gives now (undefined until its library is up), as it changes. */
  readonly gpp?: { current(): string | undefined; subscribe(listener: () => void): () => void };
  readonly ports: readonly InspectedPort[];
  readonly purposes: readonly InspectedPurpose[];
  /** What each vendor was last told about consent, in its own terms. */
  readonly consentSignals: VendorConsentSignals;
  /** What each vendor on declares it stores, and what a refusal last removed of it from the device. */
  readonly storage?: {
    readonly owners: readonly StorageOwner[];
    readonly removed: VendorBoard<readonly PresentItem[]>;
  };
}
