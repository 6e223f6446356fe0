import { CONSENT_PURPOSES_STORAGE_KEY, CONSENT_STORAGE_KEY } from '../domain/stored-consent';
import { evaluate, type ConsentDecision } from '../domain/consent-engine';
import type { ShellConfig } from '../domain/shell-config';
import { SHELL_CONFIG_ELEMENT_ID } from '../domain/shell-config-document';

/** What the boot script knows of the page: its config, and the consent engine's decision. */
export interface DecisionInPage {
  readonly config: ShellConfig;
  readonly decision: ConsentDecision;
}

/**
 * The boot script's one reading of the page's config (its JSON block) and of the visitor's decision,
 * from localStorage through the consent engine's `evaluate`, as the app's store reads it. Nothing
 * (and storage untouched) when the page has no config or keeps the decision in memory. Throws when
 * storage or the config cannot be read; the boot script then does what the app would do without a decision.
 */
export function storedDecisionInPage(doc: Document, getStorage: () => Storage, now: Date, gpc: boolean): DecisionInPage | undefined {
  const text = doc.getElementById(SHELL_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  const config = JSON.parse(text) as ShellConfig;
  if (config.consentStore !== 'local-storage') return undefined;
  const storage = getStorage();
  const stored = { flag: storage.getItem(CONSENT_STORAGE_KEY), purposes: storage.getItem(CONSENT_PURPOSES_STORAGE_KEY) };
  // The browser's GPC, or the request's (Sec-GPC: 1, which the server wrote into the page's config).
  const signal = gpc || config.globalPrivacyControl === true;
  const { consentMode: mode, consentPolicy: policy, visitorRegion: region } = config;
  return { config, decision: evaluate({ stored, mode, policy, gpc: signal, now, region }) };
}
