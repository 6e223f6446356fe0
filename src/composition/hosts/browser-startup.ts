import { installGlobalErrorCapture } from '../../application/global-error-capture';
import { recordConsentAndVendors } from '../../application/shell-activity-feed';
import { afterFirstPaint, yieldToMain } from '../../platform/page-lifecycle';
import { exposeMemoryAdapters } from '../memory-recordings';
import {
  ACTIVITY,
  COMPOSED_VENDORS,
  CONSENT,
  CONSENT_ENGINE,
  CONSENT_RECORDING,
  GPP,
  LOAD_MODULES,
  REMOVED_FROM_DEVICE,
  SHELL_CONFIG,
  SHELL_CONTEXT,
  STARTUP,
  VENDOR_CONSENT,
  VENDOR_STATUS_BOARD,
  VENDORS,
  may,
  need,
  typed,
  type ContainerModuleLoad,
} from '../tokens';
import type { ComposedVendors } from '../vendor-composition';

/**
 * The vendors, as the page's pipelines reach them: their composition (the vendor registry, every
 * descriptor, the makers) is a chunk of its own, loaded once the page has painted and loaded into this
 * container; until then the pipelines hold what the page asks of them.
 */
export const lazilyComposedVendors: ContainerModuleLoad = (options) => {
  const bind = typed(options.bind);
  bind(VENDORS)
    .toDynamicValue((context) => {
      let composed: Promise<ComposedVendors> | undefined;
      let loaded = false;
      return () =>
        (composed ??= new Promise<void>((resolve) => afterFirstPaint(resolve))
          .then(() => import('../compose-vendors'))
          // Evaluating the chunk and composing the vendors are two tasks, not one long one.
          .then(async (module) => (await yieldToMain(), module))
          .then(({ VENDOR_COMPOSITION_MODULES }) => {
            if (!loaded) need(context, LOAD_MODULES)(...VENDOR_COMPOSITION_MODULES);
            loaded = true;
            const ready = need(context, COMPOSED_VENDORS);
            const memoryStore = need(context, SHELL_CONFIG).consentStore === 'memory';
            exposeMemoryAdapters({ ...ready.recordings, ...(memoryStore ? { consent: need(context, CONSENT_ENGINE) } : {}) });
            return ready;
          })
          .catch((error: unknown) => {
            // A chunk that failed to load once (a deploy mid-visit, a flaky network) is tried again by the next pipeline that asks.
            composed = undefined;
            throw error;
          }));
    })
    .inSingletonScope();
};

/** What the browser starts with the page, each a contribution to `STARTUP`. */
export const browserStartup: ContainerModuleLoad = (options) => {
  const bind = typed(options.bind);
  // Installed before the first render so an error thrown while rendering or loading is not missed.
  bind(STARTUP).toDynamicValue((context) => () => installGlobalErrorCapture(need(context, SHELL_CONTEXT).ports.errors));
  // The inspector's log, from the first decision and vendor report.
  bind(STARTUP).toDynamicValue((context) => () => {
    const activity = may(context, ACTIVITY);
    const config = need(context, SHELL_CONFIG);
    if (activity)
      recordConsentAndVendors(
        activity,
        need(context, CONSENT),
        config.consentStore,
        config.consentMode,
        need(context, VENDOR_STATUS_BOARD),
      );
  });
  // A refusal takes effect on the device too: each refused purpose's cookies and keys go (issue 25).
  // Its code (how a cookie is expired on every domain it may have been set on) is a chunk of its own, loaded after the paint.
  bind(STARTUP).toDynamicValue(
    (context) => () =>
      afterFirstPaint(
        () =>
          void import('../storage-on-device').then(
            ({ clearRefusedStorage }) =>
              clearRefusedStorage(
                need(context, SHELL_CONFIG),
                need(context, VENDOR_CONSENT),
                need(context, REMOVED_FROM_DEVICE),
                may(context, ACTIVITY),
              ),
            // Not fetched (offline, a deploy mid-visit): the next page clears what is refused by then, at its start.
            () => undefined,
          ),
      ),
  );
  // `__gpp` answers once the page has painted: the boot script's stub keeps the calls until then (docs/gpp.md).
  bind(STARTUP).toDynamicValue((context) => () => need(context, GPP).start(need(context, CONSENT)));
  // What an earlier page left unsent goes now, once this one has painted; what is left when it goes, one last time.
  bind(STARTUP).toDynamicValue((context) => () => {
    const { recording } = need(context, CONSENT_RECORDING);
    if (!recording) return;
    afterFirstPaint(() => {
      recording.preload();
      recording.outbox.resume();
    });
    window.addEventListener('pagehide', () => recording.outbox.sendBeforeLeaving());
  });
};
