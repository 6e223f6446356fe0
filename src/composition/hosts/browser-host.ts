import { consentSignal } from '../../application/consent-signal';
import { LatestPerVendor } from '../../application/latest-per-vendor';
import { handOff } from '../../boot/hand-off';
import { PURPOSES } from '../../domain/purpose';
import { ShellActivity } from '../../domain/shell-activity';
import { globalPrivacyControl } from '../../platform/global-privacy-control';
import { afterNextPaint } from '../../platform/later-task';
import { reloadToStop } from '../../platform/reload-to-stop';
import type { ShellBoot } from '../bootstrap';
import { consentPersistence } from '../consent-persistence';
import { gppOnPage } from '../gpp';
import { handingOffAtFirstPageView } from '../hand-off-at-first-page-view';
import { storageOwners } from '../storage-owners';
import {
  ACTIVITY,
  CONSENT,
  CONSENT_PERSISTENCE,
  CONSENT_SIGNALS_BOARD,
  GLOBAL_PRIVACY_CONTROL,
  GPP,
  INSPECTOR,
  LANGUAGE,
  LANGUAGES_WHEN_UNNAMED,
  LATER,
  PIPELINE_OPTIONS,
  PORTS_FOR_PAGE,
  RECORD_CONSENT,
  REMOVED_FROM_DEVICE,
  ROUTER_RENDERING,
  SHELL_CONFIG,
  SHELL_PIPELINES,
  VENDOR_HOOKS,
  VENDOR_STATUS_BOARD,
  may,
  need,
  typed,
  type ContainerModuleLoad,
} from '../tokens';
import { browserStartup, lazilyComposedVendors } from './browser-startup';

/**
 * The browser's host module: what differs in a visitor's page. The decision in the device's storage
 * (or memory, as the config says), the browser's Global Privacy Control, vendor work after the next
 * paint, the vendors composed from their own chunk after the first paint, the browser's history (the
 * router's default), the hand-off from the boot script, proof of consent where the server keeps a
 * ledger, and the inspector when the config enables it.
 */
export const browserHostModule =
  ({ config, language, createConsentRecording }: ShellBoot, { hydrating }: { readonly hydrating: boolean }): ContainerModuleLoad =>
  (options) => {
    const bind = typed(options.bind);
    bind(SHELL_CONFIG).toConstantValue(config);
    const gpp = gppOnPage(config, window);
    bind(GPP).toConstantValue(gpp);
    bind(LANGUAGE).toConstantValue(language);
    bind(LANGUAGES_WHEN_UNNAMED).toConstantValue([language.code]);
    bind(CONSENT_PERSISTENCE).toConstantValue(consentPersistence(config, () => window.localStorage, window));
    // Global Privacy Control is read once, here: the store's snapshot carries it to every reader.
    bind(GLOBAL_PRIVACY_CONTROL).toConstantValue(globalPrivacyControl());
    // Issue 23 §4: vendor work (each call, each decision they hear) runs after the frame the visitor's tap asked for.
    bind(LATER).toConstantValue(afterNextPaint(window));
    // A painted page may have been scrolled before the app came: its first render leaves the scroll alone.
    bind(ROUTER_RENDERING).toConstantValue({ scrollRestoration: hydrating ? 'after-the-first-render' : 'always', hydrates: hydrating });
    // Proof of consent, when the server keeps a ledger: each decision made through the store is also a record in the outbox.
    if (createConsentRecording)
      bind(RECORD_CONSENT).toConstantValue((consent) =>
        createConsentRecording({
          config,
          consent,
          notice: { language: language.code, words: language.messages },
          getStorage: () => window.localStorage,
          otherTabs: window,
          gppString: (record) => gpp.stringOfRecord(record),
        }),
      );
    // The page is the app's once its first page view is in a pipeline: until then the boot script keeps the page view and
    // the visitor's input (a visitor may leave while the route loads or the page hydrates); then it replays that input.
    bind(PORTS_FOR_PAGE).toDynamicValue(
      (context) => (ports) =>
        handingOffAtFirstPageView(ports, () => {
          // A decision the boot script stored while the app was late is in storage, unheard by the store (same tab).
          need(context, CONSENT).reread();
          handOff(window);
        }),
    );
    // What each vendor last reported and was last told, for the inspector: one board each per page.
    bind(VENDOR_STATUS_BOARD).toConstantValue(new LatestPerVendor());
    bind(CONSENT_SIGNALS_BOARD).toConstantValue(new LatestPerVendor());
    bind(REMOVED_FROM_DEVICE).toConstantValue(new LatestPerVendor());
    bind(VENDOR_HOOKS).toDynamicValue((context) => ({
      reportConsentSent: (vendor, signal) => need(context, CONSENT_SIGNALS_BOARD).report(vendor, signal),
      // A vendor that nothing in the page can stop (a heatmap recording) is stopped by one reload after a withdrawal.
      reloadToStop: reloadToStop(window),
    }));
    bind(PIPELINE_OPTIONS).toDynamicValue((context) => {
      const activity = may(context, ACTIVITY);
      return {
        reportStatus: (vendor, status) => need(context, VENDOR_STATUS_BOARD).report(vendor, status),
        ...(activity ? { record: (entry) => activity.record(entry) } : {}),
      };
    });
    if (config.inspector) bindInspector(options);
    lazilyComposedVendors(options);
    browserStartup(options);
  };

/** The inspector: its activity log, recorded from the first call (nothing at all when it is off), and what it reads. */
const bindInspector: ContainerModuleLoad = (options) => {
  const bind = typed(options.bind);
  bind(ACTIVITY).toConstantValue(new ShellActivity());
  bind(INSPECTOR).toDynamicValue((context) => {
    const config = need(context, SHELL_CONFIG);
    const consent = need(context, CONSENT);
    return {
      activity: need(context, ACTIVITY),
      vendors: need(context, VENDOR_STATUS_BOARD),
      consentStore: config.consentStore,
      ...(config.visitorCountry ? { visitorCountry: config.visitorCountry } : {}),
      gpp: need(context, GPP),
      ports: need(context, SHELL_PIPELINES).states,
      purposes: PURPOSES.map((purpose) => {
        const signal = consentSignal(purpose, consent);
        return { purpose, permission: () => signal.current(), reason: () => signal.reason() };
      }),
      consentSignals: need(context, CONSENT_SIGNALS_BOARD),
      storage: { owners: storageOwners(config), removed: need(context, REMOVED_FROM_DEVICE) },
    };
  });
};
