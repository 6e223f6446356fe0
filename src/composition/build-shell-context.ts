import type { ShellConfig } from '../domain/shell-config';
import type { VisitorLanguage } from '../i18n/catalogs';
import type { ConsentReceipts } from '../ports/consent-receipts.port';
import type { ShellPorts } from '../ports/shell-ports';
import type { InspectorFeed } from '../ui/inspector/inspector-feed';
import type { ShellContext } from '../ui/shell-context';
import { privacyServices } from './privacy-services';

/** What a host (the browser, the server's render, the tests) has made for the context; the rest is the config's. */
export interface ShellContextParts {
  readonly config: ShellConfig;
  readonly language: VisitorLanguage;
  readonly ports: ShellPorts;
  /** The languages offered when the config names none: the page's own in the browser, every shipped one on the server and in tests. */
  readonly languagesWhenUnnamed: readonly string[];
  readonly consentReceipts?: ConsentReceipts | undefined;
  readonly inspector?: InspectorFeed | undefined;
}

/**
 * The router's context, complete, before the router is built: the one place its facts are derived
 * from the config, for every host alike, so the server's render and the browser's cannot disagree.
 */
export function buildShellContext({
  config,
  language,
  ports,
  languagesWhenUnnamed,
  consentReceipts,
  inspector,
}: ShellContextParts): ShellContext {
  return {
    ports,
    language,
    offeredLanguages: config.languages?.offered ?? languagesWhenUnnamed,
    languageChoiceServed: config.languageChoiceServed === true,
    consentMode: config.consentMode,
    reconsentAfterMonths: config.consentPolicy.maxAgeMonths,
    privacyServices: privacyServices(config),
    embeds: config.embeds ?? [],
    consentLedger: config.consentLedger === true,
    ...(inspector ? { inspector } : {}),
    ...(consentReceipts ? { consentReceipts } : {}),
  };
}
