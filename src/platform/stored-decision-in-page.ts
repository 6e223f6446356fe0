import {
  CONSENT_PURPOSES_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  consentFromStorage,
  consentInForce,
  type ConsentState,
} from '../domain/consent';
import type { ShellConfig } from '../domain/shell-config';
import { SHELL_CONFIG_ELEMENT_ID } from '../domain/shell-config-document';

/**
 * For the head's inline scripts, which run before the app: the page's config (its JSON block) and
 * the visitor's decision in force, read from localStorage with the domain's own rules. Nothing (and
 * storage untouched) when the page has no config or keeps the decision in memory. Throws when storage or the config cannot
 * be read; each script decides what that means for it.
 */
export function storedDecisionInPage(
  doc: Document,
  getStorage: () => Storage,
  now: Date,
): { readonly config: ShellConfig; readonly consent: ConsentState } | undefined {
  const text = doc.getElementById(SHELL_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  const config = JSON.parse(text) as ShellConfig;
  if (config.consentStore !== 'local-storage') return undefined;
  const storage = getStorage();
  const stored = consentFromStorage({
    flag: storage.getItem(CONSENT_STORAGE_KEY),
    purposes: storage.getItem(CONSENT_PURPOSES_STORAGE_KEY),
  });
  return { config, consent: consentInForce(stored, config.consentMode, config.consentPolicy, now) };
}
