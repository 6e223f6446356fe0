import {
  CONSENT_PURPOSES_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  consentFromStorage,
  consentInForce,
  type ConsentState,
} from '../domain/consent';
import type { ShellConfig } from '../domain/shell-config';
import { SHELL_CONFIG_ELEMENT_ID } from '../domain/shell-config-document';

/** What the boot script knows of the page: its config, the decision stored and the one in force. */
export interface DecisionInPage {
  readonly config: ShellConfig;
  readonly stored: ConsentState;
  readonly consent: ConsentState;
}

/**
 * The boot script's one reading of the page's config (its JSON block) and of the visitor's decision
 * in force, from localStorage with the domain's own rules: the one place the boot script turns stored
 * values into a decision (the consent engine's `evaluate` goes here). Nothing (and storage untouched)
 * when the page has no config or keeps the decision in memory. Throws when storage or the config
 * cannot be read; the boot script then does what the app would do without a decision.
 */
export function storedDecisionInPage(doc: Document, getStorage: () => Storage, now: Date): DecisionInPage | undefined {
  const text = doc.getElementById(SHELL_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  const config = JSON.parse(text) as ShellConfig;
  if (config.consentStore !== 'local-storage') return undefined;
  const storage = getStorage();
  const stored = consentFromStorage({
    flag: storage.getItem(CONSENT_STORAGE_KEY),
    purposes: storage.getItem(CONSENT_PURPOSES_STORAGE_KEY),
  });
  return { config, stored, consent: consentInForce(stored, config.consentMode, config.consentPolicy, now) };
}
