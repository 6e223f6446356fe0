import { createMemoryHistory } from '@tanstack/react-router';
import { MemoryConsentPersistence } from '../../adapters/memory/memory-consent-persistence.adapter';
import type { ShellConfig } from '../../domain/shell-config';
import { SHIPPED_LANGUAGES, type VisitorLanguage } from '../../i18n/catalogs';
import {
  CONSENT_PERSISTENCE,
  LANGUAGE,
  LANGUAGES_WHEN_UNNAMED,
  LATER,
  PIPELINE_OPTIONS,
  ROUTER_HISTORY,
  ROUTER_RENDERING,
  SHELL_CONFIG,
  VENDORS,
  typed,
  type ContainerModuleLoad,
} from '../tokens';

/**
 * The server render's host module: a first visit's page at `url`. No decision (the banner is in it), kept
 * in memory; no Global Privacy Control (unbound: the engine reads none); no inspector, no ledger's receipts.
 * No vendor is composed and nothing is sent: their calls would wait for a task that never comes, and the
 * pipelines hold whatever a render might ask of them. The router's history is the URL's, in memory; it
 * writes no scroll-restoration script, which the CSP refuses and the browser's render does not produce.
 */
export const serverRenderHostModule =
  (url: string, config: ShellConfig, language: VisitorLanguage): ContainerModuleLoad =>
  (options) => {
    const bind = typed(options.bind);
    bind(SHELL_CONFIG).toConstantValue(config);
    bind(LANGUAGE).toConstantValue(language);
    bind(LANGUAGES_WHEN_UNNAMED).toConstantValue(SHIPPED_LANGUAGES);
    bind(CONSENT_PERSISTENCE).toConstantValue(new MemoryConsentPersistence());
    bind(LATER).toConstantValue(() => undefined);
    bind(VENDORS).toConstantValue(() => new Promise<never>(() => {}));
    bind(PIPELINE_OPTIONS).toConstantValue({ unsent: null });
    bind(ROUTER_HISTORY).toConstantValue(createMemoryHistory({ initialEntries: [url] }));
    bind(ROUTER_RENDERING).toConstantValue({ scrollRestoration: 'never' });
  };
