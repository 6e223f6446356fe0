import type { ShellActivity } from '../../domain/shell-activity';
import type { VendorStatusBoard } from '../../platform/vendor-status';
import type { PortName } from '../../ports/shell-ports';

/** What the shell inspector reads: the activity log, the vendors' statuses and which adapter serves each port. */
export interface InspectorFeed {
  readonly activity: ShellActivity;
  readonly vendors: VendorStatusBoard;
  readonly adapters: Readonly<Record<PortName, string>>;
  readonly globalPrivacyControl: boolean;
}
