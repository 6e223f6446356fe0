import { decisionKind, type ConsentState } from '../domain/consent';
import type { ShellActivity } from '../domain/shell-activity';
import type { VendorStatusBoard } from '../ports/vendor-boards.port';
import type { ConsentStore } from '../ports/consent-store.port';

/**
 * Besides the calls the pipelines record, the inspector lists consent decisions (this tab's and
 * other tabs') and each vendor's state changes, from the first moment of the page.
 */
export function recordConsentAndVendors(
  activity: ShellActivity,
  consent: ConsentStore,
  consentStore: string,
  mode: string,
  vendors: VendorStatusBoard,
): void {
  const record = (summary: string, detail: unknown) =>
    activity.record({ port: 'consent', adapter: consentStore, summary, outcome: undefined, detail });
  const described = (state: ConsentState) => (state.status === 'decided' ? decisionKind(state.choices) : 'no decision');
  record(`${mode} mode, ${described(consent.read())}`, consent.read());
  consent.subscribe((state) => record(`decision: ${described(state)}`, state));
  vendors.subscribe((vendor, status) =>
    activity.record({ port: 'vendor', adapter: vendor, summary: `${vendor}: ${status}`, outcome: undefined, detail: { vendor, status } }),
  );
}
