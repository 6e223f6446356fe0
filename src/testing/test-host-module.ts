import { createMemoryHistory } from '@tanstack/react-router';
import type { EmbedChoice } from '../domain/embed-facts';
import type { MemoryConsentPersistence } from '../adapters/memory/memory-consent-persistence.adapter';
import type { MemoryConsentRecorder } from '../adapters/memory/memory-consent-recorder.adapter';
import { createConsentRecording } from '../composition/consent-recording';
import {
  COMPOSED_VENDORS,
  CONSENT_PERSISTENCE,
  GLOBAL_PRIVACY_CONTROL,
  LANGUAGE,
  LANGUAGES_WHEN_UNNAMED,
  LATER,
  RECORD_CONSENT,
  ROUTER_HISTORY,
  ROUTER_RENDERING,
  SHELL_CONFIG,
  VENDOR_HOOKS,
  VENDORS,
  need,
  typed,
  type ContainerModuleLoad,
} from '../composition/tokens';
import { vendorContributions } from '../composition/vendor-contributions';
import type { ConsentMode } from '../domain/consent';
import type { ConsentPolicy, ShellConfig } from '../domain/shell-config';
import { DEFAULT_TUNNEL_PATH } from '../domain/tunnel-path.schema';
import type { VendorPort } from '../domain/vendor-facts';
import { SHIPPED_LANGUAGES, type VisitorLanguage } from '../i18n/catalogs';
import type { LaterTask } from '../platform/later-task';
import type { VendorPorts } from '../ports/vendor-descriptor';

const vendors = vendorContributions();
const inMemory = (port: VendorPort) => {
  const { id, label, purpose, privacy, storage } = vendors.defaultFor(port);
  return { id, label, purpose, privacy, storage, options: {} };
};

const ALL_MEMORY: ShellConfig = {
  consentStore: 'memory',
  consentMode: 'notice',
  inspector: false,
  monitoring: { tunnelPath: DEFAULT_TUNNEL_PATH },
  consentPolicy: { revision: '1', maxAgeMonths: 12 },
  vendors: {
    analytics: [inMemory('analytics')],
    pixel: [inMemory('pixel')],
    heatmap: [inMemory('heatmap')],
    errors: [inMemory('errors')],
    chat: [inMemory('chat')],
  },
};

/** The config of a test's page: every port on its in-memory fake, the decision in memory. */
export function testConfig(options: {
  readonly consentMode?: ConsentMode;
  readonly consentPolicy?: ConsentPolicy | undefined;
  readonly consentLedger?: boolean | undefined;
  readonly embeds?: readonly EmbedChoice[] | undefined;
}): ShellConfig {
  return {
    ...ALL_MEMORY,
    consentMode: options.consentMode ?? 'notice',
    ...(options.consentPolicy ? { consentPolicy: options.consentPolicy } : {}),
    ...(options.consentLedger ? { consentLedger: true } : {}),
    ...(options.embeds ? { embeds: options.embeds } : {}),
  };
}

export interface TestHost {
  readonly config: ShellConfig;
  readonly language: VisitorLanguage;
  readonly path: string;
  /** Where the decision is kept: memory, with every save it made. */
  readonly persistence: MemoryConsentPersistence;
  readonly globalPrivacyControl: boolean;
  /** The ledger's fake, where the config keeps a ledger. */
  readonly consentRecords: MemoryConsentRecorder;
  readonly later: LaterTask;
  readonly overrides: Partial<VendorPorts>;
}

/**
 * The tests' host module: the decision in memory, the test's GPC and scheduler (at once unless told),
 * the vendors composed at once (load `VENDOR_COMPOSITION_MODULES` beside it) so every fake records from
 * the first call, the testers' adapters served through the real pipelines, and a memory history at the
 * test's path. Proof of consent, where the config keeps a ledger, is sent to the ledger's fake.
 */
export const testHostModule =
  (host: TestHost): ContainerModuleLoad =>
  (options) => {
    const bind = typed(options.bind);
    const { config, language } = host;
    bind(SHELL_CONFIG).toConstantValue(config);
    bind(LANGUAGE).toConstantValue(language);
    bind(LANGUAGES_WHEN_UNNAMED).toConstantValue(SHIPPED_LANGUAGES);
    bind(CONSENT_PERSISTENCE).toConstantValue(host.persistence);
    bind(GLOBAL_PRIVACY_CONTROL).toConstantValue(host.globalPrivacyControl);
    bind(LATER).toConstantValue(host.later);
    bind(VENDORS).toDynamicValue((context) => () => need(context, COMPOSED_VENDORS));
    bind(VENDOR_HOOKS).toConstantValue({ adapterOverrides: host.overrides });
    bind(ROUTER_HISTORY).toConstantValue(createMemoryHistory({ initialEntries: [host.path] }));
    bind(ROUTER_RENDERING).toConstantValue({});
    bind(RECORD_CONSENT).toConstantValue((consent) =>
      createConsentRecording({
        config,
        consent,
        notice: { language: language.code, words: language.messages },
        getStorage: () => window.localStorage,
        recorder: host.consentRecords,
        // Sent in a task of its own, as the page does after its next paint.
        later: (run) => void setTimeout(run, 0),
      }),
    );
  };
