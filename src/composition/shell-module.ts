import { consentHeardByVendors } from '../application/consent-heard-by-vendors';
import { createConsentEngineStore } from '../application/consent-engine-store';
import { buildShellContext } from './build-shell-context';
import { createShellPorts } from './create-shell-ports';
import { createShellRouter } from './router';
import {
  CONSENT,
  CONSENT_ENGINE,
  CONSENT_PERSISTENCE,
  CONSENT_RECORDING,
  GLOBAL_PRIVACY_CONTROL,
  INSPECTOR,
  LANGUAGE,
  LANGUAGES_WHEN_UNNAMED,
  LATER,
  PIPELINE_OPTIONS,
  PORTS_FOR_PAGE,
  RECORD_CONSENT,
  ROUTER_HISTORY,
  ROUTER_RENDERING,
  SHELL_CONFIG,
  SHELL_CONTEXT,
  SHELL_PIPELINES,
  SHELL_ROUTER,
  VENDOR_CONSENT,
  VENDORS,
  may,
  need,
  typed,
  type ContainerModuleLoad,
} from './tokens';

/**
 * The shell's module, the same for every host: the consent engine's store, proof of consent, the
 * pipelines, the router's context and the router, each made once, from what a host module binds
 * (the config, the language, the persistence, GPC, the scheduler, how the vendors are reached, the
 * history). The context is complete before the router is built from it: nothing is added later.
 */
export const shellModule: ContainerModuleLoad = (options) => {
  const bind = typed(options.bind);
  bind(CONSENT_ENGINE)
    .toDynamicValue((context) => {
      const config = need(context, SHELL_CONFIG);
      // The browser's GPC, or the server's: a page whose request carried Sec-GPC: 1 says so in its config (issue 33 §2).
      const globalPrivacyControl = (may(context, GLOBAL_PRIVACY_CONTROL) ?? false) || config.globalPrivacyControl === true;
      const { consentMode: mode, consentPolicy: policy, visitorRegion: region } = config;
      return createConsentEngineStore(need(context, CONSENT_PERSISTENCE), { mode, policy, globalPrivacyControl, region });
    })
    .inSingletonScope();
  bind(CONSENT_RECORDING)
    .toDynamicValue((context) => ({ recording: may(context, RECORD_CONSENT)?.(need(context, CONSENT_ENGINE)) }))
    .inSingletonScope();
  bind(CONSENT)
    .toDynamicValue((context) => need(context, CONSENT_RECORDING).recording?.consent ?? need(context, CONSENT_ENGINE))
    .inSingletonScope();
  bind(VENDOR_CONSENT)
    .toDynamicValue((context) => consentHeardByVendors(need(context, CONSENT), need(context, LATER)))
    .inSingletonScope();
  bind(SHELL_PIPELINES)
    .toDynamicValue((context) =>
      createShellPorts({
        config: need(context, SHELL_CONFIG),
        consent: need(context, CONSENT),
        vendorConsent: need(context, VENDOR_CONSENT),
        later: need(context, LATER),
        vendors: need(context, VENDORS),
        ...may(context, PIPELINE_OPTIONS),
      }),
    )
    .inSingletonScope();
  bind(SHELL_CONTEXT)
    .toDynamicValue((context) => {
      const { ports } = need(context, SHELL_PIPELINES);
      return buildShellContext({
        config: need(context, SHELL_CONFIG),
        language: need(context, LANGUAGE),
        ports: may(context, PORTS_FOR_PAGE)?.(ports) ?? ports,
        languagesWhenUnnamed: need(context, LANGUAGES_WHEN_UNNAMED),
        consentReceipts: need(context, CONSENT_RECORDING).recording?.outbox,
        inspector: may(context, INSPECTOR),
      });
    })
    .inSingletonScope();
  bind(SHELL_ROUTER)
    .toDynamicValue((context) => {
      const history = may(context, ROUTER_HISTORY);
      return createShellRouter({
        context: need(context, SHELL_CONTEXT),
        ...(history ? { history } : {}),
        ...need(context, ROUTER_RENDERING),
      });
    })
    .inSingletonScope();
};
