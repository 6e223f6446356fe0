import type { ActivityOutcome, NewActivity, ShellActivity } from '../domain/shell-activity';
import type { ShellConfig } from '../domain/shell-config';
import type { VendorPermission } from '../domain/vendor-permission';
import type { VendorStatusBoard } from '../platform/vendor-status';
import type { ShellPorts } from '../ports/shell-ports';

const OUTCOME: Record<VendorPermission, ActivityOutcome> = { granted: 'sent', pending: 'held for consent', denied: 'not sent' };

// Consent-governed ports are gates with a permission; the others (and overrides in tests) always send.
const outcomeOf = (port: object): ActivityOutcome =>
  OUTCOME['permission' in port ? (port as { readonly permission: VendorPermission }).permission : 'granted'];

const describeError = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message } : { name: typeof error, message: String(error) };

/**
 * Recorded before the call is made, so a call into an adapter that throws is on the list too.
 * Wraps the ports so every call the shell makes is also written to the activity log the inspector
 * shows, with the adapter that got it and what consent let through. The calls themselves pass on
 * unchanged; recording is a push onto an in-memory list, and nothing is ever sent anywhere.
 */
export function recordShellActivity(ports: ShellPorts, config: ShellConfig, activity: ShellActivity, vendors: VendorStatusBoard): ShellPorts {
  const record = (entry: NewActivity) => activity.record(entry);
  const { analytics, pixel, heatmap, errors, consent } = ports;

  record({ port: 'consent', adapter: config.consent.adapter, summary: `${config.consentMode} mode, ${consent.read().status}`, outcome: undefined, detail: consent.read() });
  consent.subscribe((state) =>
    record({ port: 'consent', adapter: config.consent.adapter, summary: `decision: ${state.status}`, outcome: undefined, detail: state }),
  );
  vendors.subscribe((vendor, status) => record({ port: 'vendor', adapter: vendor, summary: `${vendor}: ${status}`, outcome: undefined, detail: { vendor, status } }));

  return {
    consent,
    analytics: {
      page(view, timing) {
        record({ port: 'analytics', adapter: config.analytics.adapter, summary: `page view ${view.path}${view.search}`, outcome: outcomeOf(analytics), detail: view });
        analytics.page(view, timing);
      },
      track(event, timing) {
        record({ port: 'analytics', adapter: config.analytics.adapter, summary: `event ${event.name}`, outcome: outcomeOf(analytics), detail: event });
        analytics.track(event, timing);
      },
    },
    pixel: {
      track(event, timing) {
        record({ port: 'pixel', adapter: config.pixel.adapter, summary: `event ${event.name}`, outcome: outcomeOf(pixel), detail: event });
        pixel.track(event, timing);
      },
    },
    heatmap: {
      load() {
        record({ port: 'heatmap', adapter: config.heatmap.adapter, summary: 'load', outcome: outcomeOf(heatmap), detail: undefined });
        heatmap.load();
      },
    },
    errors: {
      captureException(error, context) {
        const described = describeError(error);
        record({ port: 'errors', adapter: config.errors.adapter, summary: `${described.name}: ${described.message}`, outcome: 'sent', detail: { ...described, source: context.source } });
        errors.captureException(error, context);
      },
    },
  };
}
