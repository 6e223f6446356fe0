import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { consentSignal } from '../application/consent-signal';
import { installGlobalErrorCapture } from '../application/global-error-capture';
import { isRenderedFor, RENDERED_URL_ATTRIBUTE } from '../domain/page-document';
import { PURPOSES } from '../domain/purpose';
import { recordConsentAndVendors } from '../application/shell-activity-feed';
import { ShellActivity } from '../domain/shell-activity';
import { globalPrivacyControl } from '../platform/global-privacy-control';
import { afterFirstPaint, yieldToMain } from '../platform/page-lifecycle';
import { afterNextPaint } from '../platform/later-task';
import { consentHeardByVendors } from '../application/consent-heard-by-vendors';
import { reloadToStop } from '../platform/reload-to-stop';
import { LatestPerVendor } from '../application/latest-per-vendor';
import type { ShellConfig } from '../domain/shell-config';
import type { PresentItem } from '../domain/stored-item';
import type { VendorStatus } from '../domain/vendor-status';
import type { VisitorLanguage } from '../i18n/catalogs';
import { handOff } from '../boot/hand-off';
import type { ComposedVendors } from './vendor-composition';
import type { createConsentRecording } from './consent-recording';
import { createConsentStore } from './consent-store';
import { handingOffAtFirstPageView } from './hand-off-at-first-page-view';
import { exposeMemoryAdapters } from './memory-recordings';
import { buildShellContext } from './build-shell-context';
import { createShellRouter, type ShellRouter } from './router';
import { createShellPorts } from './create-shell-ports';
import { storageOwners } from './storage-owners';

/** Builds the browser's side of proof of consent: `createConsentRecording`, from its own chunk. */
export type CreateConsentRecording = typeof createConsentRecording;

/**
 * Proof of consent's code (the outbox, its rules and the recording store: some 3 KiB gzip), only where
 * this page's server keeps a ledger. A chunk of its own, fetched beside the language's catalog before
 * the shell is built, so it is not in every page's entry and yet is there, synchronously, at the first
 * decision the app handles (one made before the app took over is the boot script's, replayed after).
 */
export function loadConsentRecording(config: ShellConfig): Promise<CreateConsentRecording | undefined> {
  if (config.consentLedger !== true) return Promise.resolve(undefined);
  return import('./consent-recording').then((module) => module.createConsentRecording);
}

/** What the shell is built from: the config this page was served with, its language, and what was loaded for them. */
export interface ShellBoot {
  readonly config: ShellConfig;
  readonly language: VisitorLanguage;
  /** Undefined where the page's server keeps no ledger (`loadConsentRecording`). */
  readonly createConsentRecording: CreateConsentRecording | undefined;
}

/**
 * Builds the ports, renders the shell in the page's language (hydrating the page's prerendered HTML
 * when it has some), and composes the vendors after the first paint.
 */
export function bootstrapShell(rootElement: HTMLElement, { config, language, createConsentRecording }: ShellBoot): void {
  // What each vendor last reported, for the inspector: one board each per page.
  const vendorStatusBoard = new LatestPerVendor<VendorStatus>();
  const vendorConsentSignals = new LatestPerVendor<string>();
  // Global Privacy Control is read once, here: the store's snapshot carries it to every reader.
  const store = createConsentStore(config, globalPrivacyControl(), () => window.localStorage, window);
  // Proof of consent, when the server keeps a ledger: each decision made through `consent` is also a record in the outbox.
  const ledger = createConsentRecording?.({
    config,
    consent: store,
    notice: { language: language.code, words: language.messages },
    getStorage: () => window.localStorage,
    otherTabs: window,
  });
  const consent = ledger?.consent ?? store;
  // Issue 23 §4: vendor work (each call, each decision they hear) runs after the frame the visitor's tap asked for.
  const later = afterNextPaint(window);
  const vendorConsent = consentHeardByVendors(consent, later);
  // A vendor that nothing in the page can stop (a heatmap recording) is stopped by one reload after a withdrawal.
  const stopByReloading = reloadToStop(window);
  // The ports exist before the router (it carries them); adapters that need the router read it later.
  const built: { router?: ShellRouter } = {};

  // The composition root (inversify, the vendor registry, every descriptor) is a chunk of its own,
  // loaded once the page has painted; until then the pipelines hold what the page asks of them.
  let composed: Promise<ComposedVendors> | undefined;
  const vendors = () =>
    (composed ??= new Promise<void>((resolve) => afterFirstPaint(resolve))
      .then(() => import('./compose-vendors'))
      // Evaluating the chunk and composing the container are two tasks, not one long one.
      .then(async (module) => (await yieldToMain(), module))
      .then(({ composeVendors }) => {
        const ready = composeVendors({
          config,
          consent: vendorConsent,
          getRouter: () => built.router,
          reportConsentSent: (vendor, signal) => vendorConsentSignals.report(vendor, signal),
          reloadToStop: stopByReloading,
        });
        exposeMemoryAdapters({ ...ready.recordings, ...(config.consentStore === 'memory' ? { consent: store } : {}) });
        return ready;
      })
      .catch((error: unknown) => {
        // A chunk that failed to load once (a deploy mid-visit, a flaky network) is tried again by the next pipeline that asks.
        composed = undefined;
        throw error;
      }));

  // Recorded from the first call, so nothing is missed when the inspector opens later; nothing at all when it is off.
  const activity = config.inspector ? new ShellActivity() : undefined;
  if (activity) recordConsentAndVendors(activity, consent, config.consentStore, config.consentMode, vendorStatusBoard);
  // A refusal takes effect on the device too: each refused purpose's cookies and keys go (issue 25).
  // Its code (how a cookie is expired on every domain it may have been set on) is a chunk of its own, loaded after the paint.
  const removedFromDevice = new LatestPerVendor<readonly PresentItem[]>();
  afterFirstPaint(
    () =>
      void import('./storage-on-device').then(
        ({ clearRefusedStorage }) => clearRefusedStorage(config, vendorConsent, removedFromDevice, activity),
        // Not fetched (offline, a deploy mid-visit): the next page clears what is refused by then, at its start.
        () => undefined,
      ),
  );
  const shell = createShellPorts({
    config,
    consent,
    vendorConsent,
    later,
    vendors,
    reportStatus: (vendor, status) => vendorStatusBoard.report(vendor, status),
    ...(activity ? { record: (entry) => activity.record(entry) } : {}),
  });
  const { states } = shell;
  // The page is the app's once its first page view is in a pipeline: until then the boot script keeps the page view and
  // the visitor's input (a visitor may leave while the route loads or the page hydrates); then it replays that input.
  const ports = handingOffAtFirstPageView(shell.ports, () => {
    // A decision the boot script stored while the app was late is in storage, unheard by the store (same tab).
    consent.reread();
    handOff(window);
  });
  // Installed before the first render so an error thrown while rendering or loading is not missed.
  installGlobalErrorCapture(ports.errors);
  // A page rendered for this URL is hydrated. Anything else (no HTML in `npm run dev`, or a static
  // host's 404.html or fallback page for a path it has no page for) is rendered over.
  const hydrating = isRenderedFor(rootElement.getAttribute(RENDERED_URL_ATTRIBUTE) ?? undefined, window.location);
  const inspector = activity && {
    activity,
    vendors: vendorStatusBoard,
    consentStore: config.consentStore,
    ...(config.visitorCountry ? { visitorCountry: config.visitorCountry } : {}),
    ports: states,
    purposes: PURPOSES.map((purpose) => {
      const signal = consentSignal(purpose, consent);
      return { purpose, permission: () => signal.current(), reason: () => signal.reason() };
    }),
    consentSignals: vendorConsentSignals,
    storage: { owners: storageOwners(config), removed: removedFromDevice },
  };
  const router = createShellRouter({
    context: buildShellContext({
      config,
      language,
      ports,
      languagesWhenUnnamed: [language.code],
      consentReceipts: ledger?.outbox,
      inspector,
    }),
    // A painted page may have been scrolled before the app came: its first render leaves the scroll alone.
    scrollRestoration: hydrating ? 'after-the-first-render' : 'always',
  });
  built.router = router;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      {/* Composed even when no pipeline has asked yet (opt-in, before a decision): the fakes are there for testers from the start. */}
      <AfterFirstCommit run={() => afterFirstPaint(() => void vendors().catch(() => undefined))} />
    </StrictMode>
  );
  if (ledger) {
    // What an earlier page left unsent goes now, once this one has painted; what is left when it goes, one last time.
    afterFirstPaint(() => {
      ledger.preload();
      ledger.outbox.resume();
    });
    window.addEventListener('pagehide', () => ledger.outbox.sendBeforeLeaving());
  }
  if (hydrating) void hydrateShell(rootElement, router, app, () => consent.reread());
  else createRoot(rootElement).render(app);
}

/**
 * The page is already painted from its prerendered HTML; the app takes it over. The router first
 * loads the URL's route (its page chunk), as the server did before rendering, and renders its matches
 * without the Suspense boundary a client-only router adds, as on the server: the first render then
 * produces the HTML's markup exactly. Hydration runs as a transition, so React yields to the
 * browser every few milliseconds instead of holding the main thread for the whole tree.
 */
async function hydrateShell(rootElement: HTMLElement, router: ShellRouter, app: ReactNode, beforeRender: () => void): Promise<void> {
  router.ssr = { manifest: undefined };
  await router.load();
  await yieldToMain();
  // The route may have taken long enough for the boot script to stand down and store a tapped decision itself.
  beforeRender();
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
}

/** Runs once, after React has committed the first render (hydrated or not). Renders nothing. */
function AfterFirstCommit({ run }: { readonly run: () => void }) {
  useEffect(() => {
    run();
  }, [run]);
  return null;
}
